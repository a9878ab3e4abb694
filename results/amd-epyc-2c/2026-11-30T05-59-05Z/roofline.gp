# The roofline of results/amd-epyc-2c/2026-11-30T05-59-05Z
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
  set label 1 "ridge f32 / DRAM: 4.17 FLOP/B" at 4.16913,91.8913 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "ridge f64 / DRAM: 2.08 FLOP/B" at 2.083,45.9113 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 183.723 <= 104.4 ? x * 183.723 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#08519c" title "L1 (1 thread) 184 GB/s", \
    (x * 130.337 <= 104.4 ? x * 130.337 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#3182bd" title "L2 (1 thread) 130 GB/s", \
    (x * 90.422 <= 104.4 ? x * 90.422 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#6baed6" title "L3 (1 thread) 90.4 GB/s", \
    (x * 22.0409 <= 104.4 ? x * 22.0409 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9e9ac8" title "DRAM (1 thread) 22.0 GB/s", \
    (x >= 0.251461 ? 46.1992 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 avx2 add (1 thread) 46.2 GFLOP/s", \
    (x >= 0.500162 ? 91.8913 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 avx2 fma (1 thread) 91.9 GFLOP/s", \
    (x >= 0.568247 ? 104.4 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f32 avx2 fma+add (1 thread) 104 GFLOP/s", \
    (x >= 0.251996 ? 46.2975 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f32 avx2 mul (1 thread) 46.3 GFLOP/s", \
    (x >= 0.0313065 ? 5.75172 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f32 scalar add (1 thread) 5.75 GFLOP/s", \
    (x >= 0.0626699 ? 11.5139 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f32 scalar fma (1 thread) 11.5 GFLOP/s", \
    (x >= 0.0701208 ? 12.8828 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f32 scalar fma+add (1 thread) 12.9 GFLOP/s", \
    (x >= 0.031592 ? 5.80417 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f32 scalar mul (1 thread) 5.80 GFLOP/s", \
    (x >= 0.127658 ? 23.4537 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f64 avx2 add (1 thread) 23.5 GFLOP/s", \
    (x >= 0.249894 ? 45.9113 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f64 avx2 fma (1 thread) 45.9 GFLOP/s", \
    (x >= 0.278238 ? 51.1188 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f64 avx2 fma+add (1 thread) 51.1 GFLOP/s", \
    (x >= 0.12644 ? 23.2299 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f64 avx2 mul (1 thread) 23.2 GFLOP/s", \
    (x >= 0.0315993 ? 5.80551 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 scalar add (1 thread) 5.81 GFLOP/s", \
    (x >= 0.0638554 ? 11.7317 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 scalar fma (1 thread) 11.7 GFLOP/s", \
    (x >= 0.0711201 ? 13.0664 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f64 scalar fma+add (1 thread) 13.1 GFLOP/s", \
    (x >= 0.0318712 ? 5.85548 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f64 scalar mul (1 thread) 5.86 GFLOP/s", \
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
  set label 1 "ridge f32 / DRAM: 5.58 FLOP/B" at 5.58461,173.267 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "ridge f64 / DRAM: 2.87 FLOP/B" at 2.86874,89.0048 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 313.454 <= 188.083 ? x * 313.454 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#08519c" title "L1 (2 threads) 313 GB/s", \
    (x * 225.323 <= 188.083 ? x * 225.323 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#3182bd" title "L2 (2 threads) 225 GB/s", \
    (x * 153.954 <= 188.083 ? x * 153.954 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#6baed6" title "L3 (2 threads) 154 GB/s", \
    (x * 31.0258 <= 188.083 ? x * 31.0258 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9e9ac8" title "DRAM (2 threads) 31.0 GB/s", \
    (x >= 0.292666 ? 91.7373 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 avx2 add (2 threads) 91.7 GFLOP/s", \
    (x >= 0.552767 ? 173.267 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 avx2 fma (2 threads) 173 GFLOP/s", \
    (x >= 0.600034 ? 188.083 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f32 avx2 fma+add (2 threads) 188 GFLOP/s", \
    (x >= 0.287442 ? 90.0997 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f32 avx2 mul (2 threads) 90.1 GFLOP/s", \
    (x >= 0.0359836 ? 11.2792 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f32 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0725465 ? 22.74 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f32 scalar fma (2 threads) 22.7 GFLOP/s", \
    (x >= 0.0876151 ? 27.4633 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f32 scalar fma+add (2 threads) 27.5 GFLOP/s", \
    (x >= 0.0355079 ? 11.1301 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f32 scalar mul (2 threads) 11.1 GFLOP/s", \
    (x >= 0.148326 ? 46.4935 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f64 avx2 add (2 threads) 46.5 GFLOP/s", \
    (x >= 0.283949 ? 89.0048 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f64 avx2 fma (2 threads) 89.0 GFLOP/s", \
    (x >= 0.333488 ? 104.533 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f64 avx2 fma+add (2 threads) 105 GFLOP/s", \
    (x >= 0.141867 ? 44.4689 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f64 avx2 mul (2 threads) 44.5 GFLOP/s", \
    (x >= 0.0359925 ? 11.282 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0727695 ? 22.8099 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 scalar fma (2 threads) 22.8 GFLOP/s", \
    (x >= 0.0772439 ? 24.2124 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f64 scalar fma+add (2 threads) 24.2 GFLOP/s", \
    (x >= 0.0365189 ? 11.447 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f64 scalar mul (2 threads) 11.4 GFLOP/s", \
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
