# The roofline of results/amd-zen5-2c/2026-11-30T12-44-20Z
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
  set yrange [0.1:10000]
  unset label
  set label 1 "ridge f32 / DRAM: 3.95 FLOP/B" at 3.95482,266.519 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "ridge f64 / DRAM: 1.98 FLOP/B" at 1.97845,133.33 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 657.738 <= 397.285 ? x * 657.738 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#08519c" title "L1 (1 thread) 658 GB/s", \
    (x * 374.831 <= 397.285 ? x * 374.831 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#3182bd" title "L2 (1 thread) 375 GB/s", \
    (x * 233.614 <= 397.285 ? x * 233.614 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#6baed6" title "L3 (1 thread) 234 GB/s", \
    (x * 67.391 <= 397.285 ? x * 67.391 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9e9ac8" title "DRAM (1 thread) 67.4 GB/s", \
    (x >= 0.101007 ? 66.4359 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 avx2 add (1 thread) 66.4 GFLOP/s", \
    (x >= 0.202032 ? 132.884 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 avx2 fma (1 thread) 133 GFLOP/s", \
    (x >= 0.225368 ? 148.233 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f32 avx2 fma+add (1 thread) 148 GFLOP/s", \
    (x >= 0.100675 ? 66.218 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f32 avx2 mul (1 thread) 66.2 GFLOP/s", \
    (x >= 0.203494 ? 133.846 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f32 avx512 add (1 thread) 134 GFLOP/s", \
    (x >= 0.405205 ? 266.519 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f32 avx512 fma (1 thread) 267 GFLOP/s", \
    (x >= 0.604017 ? 397.285 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f32 avx512 fma+add (1 thread) 397 GFLOP/s", \
    (x >= 0.201626 ? 132.617 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f32 avx512 mul (1 thread) 133 GFLOP/s", \
    (x >= 0.012796 ? 8.41642 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f32 scalar add (1 thread) 8.42 GFLOP/s", \
    (x >= 0.0252628 ? 16.6163 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f32 scalar fma (1 thread) 16.6 GFLOP/s", \
    (x >= 0.0286752 ? 18.8608 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 scalar fma+add (1 thread) 18.9 GFLOP/s", \
    (x >= 0.0126675 ? 8.3319 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 scalar mul (1 thread) 8.33 GFLOP/s", \
    (x >= 0.0507051 ? 33.3507 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 avx2 add (1 thread) 33.4 GFLOP/s", \
    (x >= 0.101012 ? 66.4396 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 avx2 fma (1 thread) 66.4 GFLOP/s", \
    (x >= 0.112263 ? 73.8396 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f64 avx2 fma+add (1 thread) 73.8 GFLOP/s", \
    (x >= 0.0500569 ? 32.9243 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f64 avx2 mul (1 thread) 32.9 GFLOP/s", \
    (x >= 0.101552 ? 66.7945 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f64 avx512 add (1 thread) 66.8 GFLOP/s", \
    (x >= 0.20271 ? 133.33 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f64 avx512 fma (1 thread) 133 GFLOP/s", \
    (x >= 0.302111 ? 198.71 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f64 avx512 fma+add (1 thread) 199 GFLOP/s", \
    (x >= 0.101282 ? 66.6168 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f64 avx512 mul (1 thread) 66.6 GFLOP/s", \
    (x >= 0.0125407 ? 8.24849 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f64 scalar add (1 thread) 8.25 GFLOP/s", \
    (x >= 0.0254022 ? 16.708 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f64 scalar fma (1 thread) 16.7 GFLOP/s", \
    (x >= 0.0281287 ? 18.5013 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 scalar fma+add (1 thread) 18.5 GFLOP/s", \
    (x >= 0.0125517 ? 8.25575 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 scalar mul (1 thread) 8.26 GFLOP/s", \
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
  set yrange [0.1:10000]
  unset label
  set label 1 "ridge f32 / DRAM: 7.45 FLOP/B" at 7.44907,529.769 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "ridge f64 / DRAM: 3.73 FLOP/B" at 3.72581,264.975 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 1256.57 <= 782.954 ? x * 1256.57 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#08519c" title "L1 (2 threads) 1257 GB/s", \
    (x * 718.408 <= 782.954 ? x * 718.408 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#3182bd" title "L2 (2 threads) 718 GB/s", \
    (x * 446.196 <= 782.954 ? x * 446.196 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#6baed6" title "L3 (2 threads) 446 GB/s", \
    (x * 71.1188 <= 782.954 ? x * 71.1188 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9e9ac8" title "DRAM (2 threads) 71.1 GB/s", \
    (x >= 0.104433 ? 131.227 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 avx2 add (2 threads) 131 GFLOP/s", \
    (x >= 0.210338 ? 264.305 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 avx2 fma (2 threads) 264 GFLOP/s", \
    (x >= 0.234832 ? 295.083 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f32 avx2 fma+add (2 threads) 295 GFLOP/s", \
    (x >= 0.105205 ? 132.198 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f32 avx2 mul (2 threads) 132 GFLOP/s", \
    (x >= 0.209394 ? 263.118 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f32 avx512 add (2 threads) 263 GFLOP/s", \
    (x >= 0.421599 ? 529.769 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f32 avx512 fma (2 threads) 530 GFLOP/s", \
    (x >= 0.623088 ? 782.954 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f32 avx512 fma+add (2 threads) 783 GFLOP/s", \
    (x >= 0.209422 ? 263.153 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f32 avx512 mul (2 threads) 263 GFLOP/s", \
    (x >= 0.0131519 ? 16.5263 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f32 scalar add (2 threads) 16.5 GFLOP/s", \
    (x >= 0.0261744 ? 32.89 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f32 scalar fma (2 threads) 32.9 GFLOP/s", \
    (x >= 0.0292092 ? 36.7034 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 scalar fma+add (2 threads) 36.7 GFLOP/s", \
    (x >= 0.0131011 ? 16.4625 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 scalar mul (2 threads) 16.5 GFLOP/s", \
    (x >= 0.0524081 ? 65.8545 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 avx2 add (2 threads) 65.9 GFLOP/s", \
    (x >= 0.104827 ? 131.723 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 avx2 fma (2 threads) 132 GFLOP/s", \
    (x >= 0.117782 ? 148.001 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f64 avx2 fma+add (2 threads) 148 GFLOP/s", \
    (x >= 0.052633 ? 66.137 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f64 avx2 mul (2 threads) 66.1 GFLOP/s", \
    (x >= 0.105373 ? 132.409 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f64 avx512 add (2 threads) 132 GFLOP/s", \
    (x >= 0.210872 ? 264.975 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f64 avx512 fma (2 threads) 265 GFLOP/s", \
    (x >= 0.310641 ? 390.342 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f64 avx512 fma+add (2 threads) 390 GFLOP/s", \
    (x >= 0.105307 ? 132.326 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f64 avx512 mul (2 threads) 132 GFLOP/s", \
    (x >= 0.0130103 ? 16.3484 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f64 scalar add (2 threads) 16.3 GFLOP/s", \
    (x >= 0.0262307 ? 32.9607 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f64 scalar fma (2 threads) 33.0 GFLOP/s", \
    (x >= 0.0288669 ? 36.2733 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 scalar fma+add (2 threads) 36.3 GFLOP/s", \
    (x >= 0.013189 ? 16.5729 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 scalar mul (2 threads) 16.6 GFLOP/s", \
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
