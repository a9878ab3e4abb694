# The roofline of results/amd-epyc-2c/2026-11-30T06-00-03Z
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
  set label 1 "ridge f32 / DRAM: 3.70 FLOP/B" at 3.6989,89.6614 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "ridge f64 / DRAM: 1.87 FLOP/B" at 1.87489,45.4473 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 222.976 <= 97.271 ? x * 222.976 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#08519c" title "L1 (1 thread) 223 GB/s", \
    (x * 130.956 <= 97.271 ? x * 130.956 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#3182bd" title "L2 (1 thread) 131 GB/s", \
    (x * 92.8468 <= 97.271 ? x * 92.8468 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#6baed6" title "L3 (1 thread) 92.8 GB/s", \
    (x * 24.24 <= 97.271 ? x * 24.24 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9e9ac8" title "DRAM (1 thread) 24.2 GB/s", \
    (x >= 0.206747 ? 46.0997 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 avx2 add (1 thread) 46.1 GFLOP/s", \
    (x >= 0.402112 ? 89.6614 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 avx2 fma (1 thread) 89.7 GFLOP/s", \
    (x >= 0.43624 ? 97.271 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f32 avx2 fma+add (1 thread) 97.3 GFLOP/s", \
    (x >= 0.207439 ? 46.2539 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f32 avx2 mul (1 thread) 46.3 GFLOP/s", \
    (x >= 0.0260194 ? 5.80171 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f32 scalar add (1 thread) 5.80 GFLOP/s", \
    (x >= 0.0500431 ? 11.1584 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f32 scalar fma (1 thread) 11.2 GFLOP/s", \
    (x >= 0.0577735 ? 12.8821 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f32 scalar fma+add (1 thread) 12.9 GFLOP/s", \
    (x >= 0.0253193 ? 5.64559 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f32 scalar mul (1 thread) 5.65 GFLOP/s", \
    (x >= 0.104139 ? 23.2206 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f64 avx2 add (1 thread) 23.2 GFLOP/s", \
    (x >= 0.203821 ? 45.4473 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f64 avx2 fma (1 thread) 45.4 GFLOP/s", \
    (x >= 0.229918 ? 51.2663 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f64 avx2 fma+add (1 thread) 51.3 GFLOP/s", \
    (x >= 0.104235 ? 23.2419 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f64 avx2 mul (1 thread) 23.2 GFLOP/s", \
    (x >= 0.0256304 ? 5.71497 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 scalar add (1 thread) 5.71 GFLOP/s", \
    (x >= 0.0523043 ? 11.6626 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 scalar fma (1 thread) 11.7 GFLOP/s", \
    (x >= 0.0594427 ? 13.2543 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f64 scalar fma+add (1 thread) 13.3 GFLOP/s", \
    (x >= 0.0262672 ? 5.85695 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f64 scalar mul (1 thread) 5.86 GFLOP/s", \
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
  set label 1 "ridge f32 / DRAM: 5.72 FLOP/B" at 5.71887,176.259 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "ridge f64 / DRAM: 2.88 FLOP/B" at 2.8785,88.7172 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 346.273 <= 181.788 ? x * 346.273 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#08519c" title "L1 (2 threads) 346 GB/s", \
    (x * 225.025 <= 181.788 ? x * 225.025 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#3182bd" title "L2 (2 threads) 225 GB/s", \
    (x * 147.301 <= 181.788 ? x * 147.301 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#6baed6" title "L3 (2 threads) 147 GB/s", \
    (x * 30.8206 <= 181.788 ? x * 30.8206 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9e9ac8" title "DRAM (2 threads) 30.8 GB/s", \
    (x >= 0.257909 ? 89.3068 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 avx2 add (2 threads) 89.3 GFLOP/s", \
    (x >= 0.509017 ? 176.259 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 avx2 fma (2 threads) 176 GFLOP/s", \
    (x >= 0.524985 ? 181.788 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f32 avx2 fma+add (2 threads) 182 GFLOP/s", \
    (x >= 0.248064 ? 85.8979 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f32 avx2 mul (2 threads) 85.9 GFLOP/s", \
    (x >= 0.0322387 ? 11.1634 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f32 scalar add (2 threads) 11.2 GFLOP/s", \
    (x >= 0.0573559 ? 19.8608 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f32 scalar fma (2 threads) 19.9 GFLOP/s", \
    (x >= 0.0667202 ? 23.1034 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f32 scalar fma+add (2 threads) 23.1 GFLOP/s", \
    (x >= 0.0321117 ? 11.1194 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f32 scalar mul (2 threads) 11.1 GFLOP/s", \
    (x >= 0.129775 ? 44.9377 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f64 avx2 add (2 threads) 44.9 GFLOP/s", \
    (x >= 0.256206 ? 88.7172 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f64 avx2 fma (2 threads) 88.7 GFLOP/s", \
    (x >= 0.288332 ? 99.8416 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f64 avx2 fma+add (2 threads) 99.8 GFLOP/s", \
    (x >= 0.121554 ? 42.0907 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f64 avx2 mul (2 threads) 42.1 GFLOP/s", \
    (x >= 0.0323473 ? 11.201 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 scalar add (2 threads) 11.2 GFLOP/s", \
    (x >= 0.0639244 ? 22.1353 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 scalar fma (2 threads) 22.1 GFLOP/s", \
    (x >= 0.0637122 ? 22.0618 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f64 scalar fma+add (2 threads) 22.1 GFLOP/s", \
    (x >= 0.0327499 ? 11.3404 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f64 scalar mul (2 threads) 11.3 GFLOP/s", \
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
