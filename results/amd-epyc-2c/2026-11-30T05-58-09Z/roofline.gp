# The roofline of results/amd-epyc-2c/2026-11-30T05-58-09Z
# Written by cpuroof; edit freely. Render in this folder with:  gnuplot roofline.gp
# It writes roofline.svg and roofline.png. Roofs are functions below (values in GFLOP/s and GB/s); kernel points
# are read from the .dat files beside this script.
set encoding utf8
set logscale xy 10
set xlabel "arithmetic intensity (FLOP/byte)"
set ylabel "performance (GFLOP/s)"
set format x "%g"
set format y "%g"
set grid xtics ytics mxtics mytics linecolor rgb "#dddddd"
set key outside right top spacing 1.1 font ",9"
set samples 2000
do for [format in "svg png"] {
  if (format eq "svg") {
    set terminal svg size 1100,1300 dynamic noenhanced font "sans,11"
  } else {
    if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
      set terminal pngcairo size 1100,1300 noenhanced font "sans,10"
    } else {
      set terminal png size 1100,1300 noenhanced
    }
  }
  set output "roofline." . format
  set multiplot layout 2,1
  set title "AMD EPYC: 1 thread"
  set xrange [0.01:1000]
  set yrange [0.1:1000]
  unset label
  set label 1 "ridge f32 / DRAM: 4.09 FLOP/B" at 4.09399,93.5648 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "ridge f64 / DRAM: 2.07 FLOP/B" at 2.07291,47.3746 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 196.265 <= 98.0013 ? x * 196.265 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#08519c" title "L1 (1 thread) 196 GB/s", \
    (x * 126.624 <= 98.0013 ? x * 126.624 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#3182bd" title "L2 (1 thread) 127 GB/s", \
    (x * 95.0829 <= 98.0013 ? x * 95.0829 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#6baed6" title "L3 (1 thread) 95.1 GB/s", \
    (x * 22.8542 <= 98.0013 ? x * 22.8542 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9e9ac8" title "DRAM (1 thread) 22.9 GB/s", \
    (x >= 0.235287 ? 46.1786 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 avx2 add (1 thread) 46.2 GFLOP/s", \
    (x >= 0.476727 ? 93.5648 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 avx2 fma (1 thread) 93.6 GFLOP/s", \
    (x >= 0.499332 ? 98.0013 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f32 avx2 fma+add (1 thread) 98.0 GFLOP/s", \
    (x >= 0.235535 ? 46.2273 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f32 avx2 mul (1 thread) 46.2 GFLOP/s", \
    (x >= 0.0301388 ? 5.91519 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f32 scalar add (1 thread) 5.92 GFLOP/s", \
    (x >= 0.0599929 ? 11.7745 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f32 scalar fma (1 thread) 11.8 GFLOP/s", \
    (x >= 0.0710697 ? 13.9485 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f32 scalar fma+add (1 thread) 13.9 GFLOP/s", \
    (x >= 0.0300742 ? 5.90251 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f32 scalar mul (1 thread) 5.90 GFLOP/s", \
    (x >= 0.120622 ? 23.6738 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f64 avx2 add (1 thread) 23.7 GFLOP/s", \
    (x >= 0.241381 ? 47.3746 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f64 avx2 fma (1 thread) 47.4 GFLOP/s", \
    (x >= 0.265253 ? 52.0599 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f64 avx2 fma+add (1 thread) 52.1 GFLOP/s", \
    (x >= 0.120346 ? 23.6197 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f64 avx2 mul (1 thread) 23.6 GFLOP/s", \
    (x >= 0.0301041 ? 5.90839 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 scalar add (1 thread) 5.91 GFLOP/s", \
    (x >= 0.0601447 ? 11.8043 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 scalar fma (1 thread) 11.8 GFLOP/s", \
    (x >= 0.0667577 ? 13.1022 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f64 scalar fma+add (1 thread) 13.1 GFLOP/s", \
    (x >= 0.0295431 ? 5.79827 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f64 scalar mul (1 thread) 5.80 GFLOP/s", \
    "roofline-points-t1.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#1f77b4" notitle, \
    NaN with points pointtype 7 linecolor rgb "#1f77b4" title "aa", \
    "roofline-points-t1.dat" index 1 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#d62728" notitle, \
    NaN with points pointtype 7 linecolor rgb "#d62728" title "blas1", \
    "roofline-points-t1.dat" index 2 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#2ca02c" notitle, \
    NaN with points pointtype 7 linecolor rgb "#2ca02c" title "fusion", \
    "roofline-points-t1.dat" index 3 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#9467bd" notitle, \
    NaN with points pointtype 7 linecolor rgb "#9467bd" title "gemm", \
    "roofline-points-t1.dat" index 4 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#ff7f0e" notitle, \
    NaN with points pointtype 7 linecolor rgb "#ff7f0e" title "gemv", \
    "roofline-points-t1.dat" index 5 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#8c564b" notitle, \
    NaN with points pointtype 7 linecolor rgb "#8c564b" title "intensity", \
    "roofline-points-t1.dat" index 6 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#e377c2" notitle, \
    NaN with points pointtype 7 linecolor rgb "#e377c2" title "outer", \
    "roofline-points-t1.dat" index 7 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#17becf" notitle, \
    NaN with points pointtype 7 linecolor rgb "#17becf" title "stream", \
    "roofline-points-t1.dat" index 8 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#7f7f7f" notitle, \
    NaN with points pointtype 7 linecolor rgb "#7f7f7f" title "tiny", \
    NaN with points pointtype 9 linecolor rgb "black" title "impl: eigen", \
    NaN with points pointtype 7 linecolor rgb "black" title "impl: hand", \
    NaN with points pointtype 13 linecolor rgb "black" title "impl: naive", \
    NaN with points pointtype 5 linecolor rgb "black" title "impl: openblas"
  set title "AMD EPYC: 2 threads"
  set xrange [0.01:1000]
  set yrange [0.1:1000]
  unset label
  set label 1 "ridge f32 / DRAM: 5.71 FLOP/B" at 5.70796,181.754 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "ridge f64 / DRAM: 2.84 FLOP/B" at 2.84211,90.499 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 296.882 <= 184.89 ? x * 296.882 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#08519c" title "L1 (2 threads) 297 GB/s", \
    (x * 221.078 <= 184.89 ? x * 221.078 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#3182bd" title "L2 (2 threads) 221 GB/s", \
    (x * 160.088 <= 184.89 ? x * 160.088 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#6baed6" title "L3 (2 threads) 160 GB/s", \
    (x * 31.8422 <= 184.89 ? x * 31.8422 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9e9ac8" title "DRAM (2 threads) 31.8 GB/s", \
    (x >= 0.302987 ? 89.9515 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 avx2 add (2 threads) 90.0 GFLOP/s", \
    (x >= 0.61221 ? 181.754 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 avx2 fma (2 threads) 182 GFLOP/s", \
    (x >= 0.622773 ? 184.89 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f32 avx2 fma+add (2 threads) 185 GFLOP/s", \
    (x >= 0.289339 ? 85.8996 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f32 avx2 mul (2 threads) 85.9 GFLOP/s", \
    (x >= 0.0381579 ? 11.3284 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f32 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0788909 ? 23.4213 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f32 scalar fma (2 threads) 23.4 GFLOP/s", \
    (x >= 0.0814027 ? 24.167 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f32 scalar fma+add (2 threads) 24.2 GFLOP/s", \
    (x >= 0.0392395 ? 11.6495 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f32 scalar mul (2 threads) 11.6 GFLOP/s", \
    (x >= 0.152523 ? 45.2813 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f64 avx2 add (2 threads) 45.3 GFLOP/s", \
    (x >= 0.304832 ? 90.499 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f64 avx2 fma (2 threads) 90.5 GFLOP/s", \
    (x >= 0.358274 ? 106.365 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f64 avx2 fma+add (2 threads) 106 GFLOP/s", \
    (x >= 0.151552 ? 44.9931 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f64 avx2 mul (2 threads) 45.0 GFLOP/s", \
    (x >= 0.0381495 ? 11.3259 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0767877 ? 22.7969 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 scalar fma (2 threads) 22.8 GFLOP/s", \
    (x >= 0.0807031 ? 23.9593 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f64 scalar fma+add (2 threads) 24.0 GFLOP/s", \
    (x >= 0.0395413 ? 11.7391 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f64 scalar mul (2 threads) 11.7 GFLOP/s", \
    "roofline-points-t2.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#d62728" notitle, \
    NaN with points pointtype 7 linecolor rgb "#d62728" title "blas1", \
    "roofline-points-t2.dat" index 1 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#2ca02c" notitle, \
    NaN with points pointtype 7 linecolor rgb "#2ca02c" title "fusion", \
    "roofline-points-t2.dat" index 2 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#9467bd" notitle, \
    NaN with points pointtype 7 linecolor rgb "#9467bd" title "gemm", \
    "roofline-points-t2.dat" index 3 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#ff7f0e" notitle, \
    NaN with points pointtype 7 linecolor rgb "#ff7f0e" title "gemv", \
    "roofline-points-t2.dat" index 4 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#8c564b" notitle, \
    NaN with points pointtype 7 linecolor rgb "#8c564b" title "intensity", \
    "roofline-points-t2.dat" index 5 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#e377c2" notitle, \
    NaN with points pointtype 7 linecolor rgb "#e377c2" title "outer", \
    "roofline-points-t2.dat" index 6 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#17becf" notitle, \
    NaN with points pointtype 7 linecolor rgb "#17becf" title "stream", \
    NaN with points pointtype 9 linecolor rgb "black" title "impl: eigen", \
    NaN with points pointtype 7 linecolor rgb "black" title "impl: hand", \
    NaN with points pointtype 13 linecolor rgb "black" title "impl: naive", \
    NaN with points pointtype 5 linecolor rgb "black" title "impl: openblas"
  unset multiplot
  set output
}
