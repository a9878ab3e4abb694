# The roofline of results/amd-epyc-2c/2026-11-30T05-11-49Z
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
  set xrange [0.01:10000]
  set yrange [0.1:1000]
  unset label
  set label 1 "ridge f32 / DRAM: 3.68 FLOP/B" at 3.67963,94.0264 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "ridge f64 / DRAM: 1.87 FLOP/B" at 1.87091,47.8078 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 225.917 <= 124.043 ? x * 225.917 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#08519c" title "L1 (1 thread) 226 GB/s", \
    (x * 139.016 <= 124.043 ? x * 139.016 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#3182bd" title "L2 (1 thread) 139 GB/s", \
    (x * 110.828 <= 124.043 ? x * 110.828 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#6baed6" title "L3 (1 thread) 111 GB/s", \
    (x * 25.5532 <= 124.043 ? x * 25.5532 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9e9ac8" title "DRAM (1 thread) 25.6 GB/s", \
    (x >= 0.210914 ? 47.6491 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 avx2 add (1 thread) 47.6 GFLOP/s", \
    (x >= 0.416199 ? 94.0264 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 avx2 fma (1 thread) 94.0 GFLOP/s", \
    (x >= 0.549064 ? 124.043 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f32 avx2 fma+add (1 thread) 124 GFLOP/s", \
    (x >= 0.209164 ? 47.2538 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f32 avx2 mul (1 thread) 47.3 GFLOP/s", \
    (x >= 0.0267469 ? 6.04258 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f32 scalar add (1 thread) 6.04 GFLOP/s", \
    (x >= 0.0523869 ? 11.8351 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f32 scalar fma (1 thread) 11.8 GFLOP/s", \
    (x >= 0.0649739 ? 14.6787 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f32 scalar fma+add (1 thread) 14.7 GFLOP/s", \
    (x >= 0.0260743 ? 5.89062 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f32 scalar mul (1 thread) 5.89 GFLOP/s", \
    (x >= 0.105273 ? 23.783 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f64 avx2 add (1 thread) 23.8 GFLOP/s", \
    (x >= 0.211617 ? 47.8078 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f64 avx2 fma (1 thread) 47.8 GFLOP/s", \
    (x >= 0.285026 ? 64.3923 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f64 avx2 fma+add (1 thread) 64.4 GFLOP/s", \
    (x >= 0.105674 ? 23.8735 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f64 avx2 mul (1 thread) 23.9 GFLOP/s", \
    (x >= 0.0265203 ? 5.99138 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 scalar add (1 thread) 5.99 GFLOP/s", \
    (x >= 0.0528442 ? 11.9384 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 scalar fma (1 thread) 11.9 GFLOP/s", \
    (x >= 0.0728356 ? 16.4548 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f64 scalar fma+add (1 thread) 16.5 GFLOP/s", \
    (x >= 0.0266572 ? 6.02232 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f64 scalar mul (1 thread) 6.02 GFLOP/s", \
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
  set xrange [0.01:10000]
  set yrange [0.1:1000]
  unset label
  set label 1 "ridge f32 / DRAM: 5.22 FLOP/B" at 5.21591,181.753 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "ridge f64 / DRAM: 2.67 FLOP/B" at 2.67006,93.0406 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 346.833 <= 207.127 ? x * 346.833 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#08519c" title "L1 (2 threads) 347 GB/s", \
    (x * 246.61 <= 207.127 ? x * 246.61 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#3182bd" title "L2 (2 threads) 247 GB/s", \
    (x * 180.716 <= 207.127 ? x * 180.716 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#6baed6" title "L3 (2 threads) 181 GB/s", \
    (x * 34.8459 <= 207.127 ? x * 34.8459 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9e9ac8" title "DRAM (2 threads) 34.8 GB/s", \
    (x >= 0.259027 ? 89.839 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 avx2 add (2 threads) 89.8 GFLOP/s", \
    (x >= 0.524036 ? 181.753 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 avx2 fma (2 threads) 182 GFLOP/s", \
    (x >= 0.597195 ? 207.127 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f32 avx2 fma+add (2 threads) 207 GFLOP/s", \
    (x >= 0.261736 ? 90.7787 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f32 avx2 mul (2 threads) 90.8 GFLOP/s", \
    (x >= 0.0329885 ? 11.4415 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f32 scalar add (2 threads) 11.4 GFLOP/s", \
    (x >= 0.0662068 ? 22.9627 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f32 scalar fma (2 threads) 23.0 GFLOP/s", \
    (x >= 0.0774318 ? 26.8559 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f32 scalar fma+add (2 threads) 26.9 GFLOP/s", \
    (x >= 0.0327619 ? 11.3629 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f32 scalar mul (2 threads) 11.4 GFLOP/s", \
    (x >= 0.131986 ? 45.777 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f64 avx2 add (2 threads) 45.8 GFLOP/s", \
    (x >= 0.268258 ? 93.0406 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f64 avx2 fma (2 threads) 93.0 GFLOP/s", \
    (x >= 0.28091 ? 97.4288 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f64 avx2 fma+add (2 threads) 97.4 GFLOP/s", \
    (x >= 0.132883 ? 46.0883 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f64 avx2 mul (2 threads) 46.1 GFLOP/s", \
    (x >= 0.033342 ? 11.5641 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 scalar add (2 threads) 11.6 GFLOP/s", \
    (x >= 0.067271 ? 23.3318 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 scalar fma (2 threads) 23.3 GFLOP/s", \
    (x >= 0.0780972 ? 27.0867 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f64 scalar fma+add (2 threads) 27.1 GFLOP/s", \
    (x >= 0.0333475 ? 11.566 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f64 scalar mul (2 threads) 11.6 GFLOP/s", \
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
