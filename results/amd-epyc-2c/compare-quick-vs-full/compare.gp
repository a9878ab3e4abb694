# Roofs of several runs overlaid: A = results/amd-epyc-2c/2026-11-30T03-41-42Z; B = results/amd-epyc-2c/2026-11-30T03-42-36Z;
# Written by cpuroof; edit freely. Render in this folder with:  gnuplot compare.gp
# It writes compare.svg and compare.png. Roofs are functions below (values in GFLOP/s and GB/s); kernel points
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
  set output "compare." . format
  set multiplot layout 2,1
  set title "compared at 1 thread"
  set xrange [0.01:10000]
  set yrange [0.1:1000]
  unset label
  set label 1 "A: ridge f32 / DRAM: 3.36 FLOP/B" at 3.3626,95.5062 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "A: ridge f64 / DRAM: 1.67 FLOP/B" at 1.66953,47.4189 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 3 "B: ridge f32 / DRAM: 3.50 FLOP/B" at 3.4986,93.6163 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 4 "B: ridge f64 / DRAM: 1.80 FLOP/B" at 1.79995,48.1633 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 236.648 <= 104.947 ? x * 236.648 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L1 (1 thread) 237 GB/s", \
    (x * 140.711 <= 104.947 ? x * 140.711 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L2 (1 thread) 141 GB/s", \
    (x * 92.504 <= 104.947 ? x * 92.504 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L3 (1 thread) 92.5 GB/s", \
    (x * 28.4025 <= 104.947 ? x * 28.4025 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: DRAM (1 thread) 28.4 GB/s", \
    (x >= 0.202096 ? 47.8256 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 add (1 thread) 47.8 GFLOP/s", \
    (x >= 0.403579 ? 95.5062 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma (1 thread) 95.5 GFLOP/s", \
    (x >= 0.443473 ? 104.947 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma+add (1 thread) 105 GFLOP/s", \
    (x >= 0.202823 ? 47.9977 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 mul (1 thread) 48.0 GFLOP/s", \
    (x >= 0.0248423 ? 5.87889 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar add (1 thread) 5.88 GFLOP/s", \
    (x >= 0.0498407 ? 11.7947 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma (1 thread) 11.8 GFLOP/s", \
    (x >= 0.0543592 ? 12.864 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma+add (1 thread) 12.9 GFLOP/s", \
    (x >= 0.0246129 ? 5.8246 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar mul (1 thread) 5.82 GFLOP/s", \
    (x >= 0.0988371 ? 23.3896 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 add (1 thread) 23.4 GFLOP/s", \
    (x >= 0.200377 ? 47.4189 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma (1 thread) 47.4 GFLOP/s", \
    (x >= 0.213716 ? 50.5755 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma+add (1 thread) 50.6 GFLOP/s", \
    (x >= 0.100484 ? 23.7793 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 mul (1 thread) 23.8 GFLOP/s", \
    (x >= 0.0251106 ? 5.94238 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar add (1 thread) 5.94 GFLOP/s", \
    (x >= 0.0490708 ? 11.6125 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma (1 thread) 11.6 GFLOP/s", \
    (x >= 0.0527251 ? 12.4773 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma+add (1 thread) 12.5 GFLOP/s", \
    (x >= 0.0243547 ? 5.76348 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar mul (1 thread) 5.76 GFLOP/s", \
    (x * 235.715 <= 111.149 ? x * 235.715 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L1 (1 thread) 236 GB/s", \
    (x * 139.281 <= 111.149 ? x * 139.281 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L2 (1 thread) 139 GB/s", \
    (x * 103.88 <= 111.149 ? x * 103.88 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L3 (1 thread) 104 GB/s", \
    (x * 26.7582 <= 111.149 ? x * 26.7582 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: DRAM (1 thread) 26.8 GB/s", \
    (x >= 0.205804 ? 48.511 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 add (1 thread) 48.5 GFLOP/s", \
    (x >= 0.397159 ? 93.6163 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma (1 thread) 93.6 GFLOP/s", \
    (x >= 0.47154 ? 111.149 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma+add (1 thread) 111 GFLOP/s", \
    (x >= 0.203202 ? 47.8978 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 mul (1 thread) 47.9 GFLOP/s", \
    (x >= 0.0252871 ? 5.96056 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar add (1 thread) 5.96 GFLOP/s", \
    (x >= 0.0511126 ? 12.048 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma (1 thread) 12.0 GFLOP/s", \
    (x >= 0.0609524 ? 14.3674 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma+add (1 thread) 14.4 GFLOP/s", \
    (x >= 0.0253339 ? 5.97159 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar mul (1 thread) 5.97 GFLOP/s", \
    (x >= 0.103689 ? 24.441 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 add (1 thread) 24.4 GFLOP/s", \
    (x >= 0.204329 ? 48.1633 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma (1 thread) 48.2 GFLOP/s", \
    (x >= 0.241218 ? 56.8588 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma+add (1 thread) 56.9 GFLOP/s", \
    (x >= 0.0999164 ? 23.5518 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 mul (1 thread) 23.6 GFLOP/s", \
    (x >= 0.0255285 ? 6.01744 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar add (1 thread) 6.02 GFLOP/s", \
    (x >= 0.0493554 ? 11.6338 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma (1 thread) 11.6 GFLOP/s", \
    (x >= 0.0598443 ? 14.1062 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma+add (1 thread) 14.1 GFLOP/s", \
    (x >= 0.0252302 ? 5.94713 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar mul (1 thread) 5.95 GFLOP/s", \
    "compare-points-A-t1.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#1f77b4" notitle, \
    NaN with points pointtype 7 linecolor rgb "#1f77b4" title "A: kernels", \
    "compare-points-B-t1.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#d62728" notitle, \
    NaN with points pointtype 7 linecolor rgb "#d62728" title "B: kernels", \
    NaN with points pointtype 9 linecolor rgb "black" title "impl: eigen", \
    NaN with points pointtype 7 linecolor rgb "black" title "impl: hand", \
    NaN with points pointtype 13 linecolor rgb "black" title "impl: naive", \
    NaN with points pointtype 5 linecolor rgb "black" title "impl: openblas"
  set title "compared at 2 threads"
  set xrange [0.01:10000]
  set yrange [0.1:1000]
  unset label
  set label 1 "A: ridge f32 / DRAM: 5.50 FLOP/B" at 5.50284,185.803 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "A: ridge f64 / DRAM: 2.70 FLOP/B" at 2.70098,91.1984 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 3 "B: ridge f32 / DRAM: 4.43 FLOP/B" at 4.43419,181.33 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 4 "B: ridge f64 / DRAM: 2.29 FLOP/B" at 2.2881,93.5686 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 342.612 <= 205.965 ? x * 342.612 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L1 (2 threads) 343 GB/s", \
    (x * 238.317 <= 205.965 ? x * 238.317 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L2 (2 threads) 238 GB/s", \
    (x * 186.426 <= 205.965 ? x * 186.426 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L3 (2 threads) 186 GB/s", \
    (x * 33.7649 <= 205.965 ? x * 33.7649 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: DRAM (2 threads) 33.8 GB/s", \
    (x >= 0.271134 ? 92.8936 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 add (2 threads) 92.9 GFLOP/s", \
    (x >= 0.542313 ? 185.803 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma (2 threads) 186 GFLOP/s", \
    (x >= 0.601161 ? 205.965 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma+add (2 threads) 206 GFLOP/s", \
    (x >= 0.256203 ? 87.7783 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 mul (2 threads) 87.8 GFLOP/s", \
    (x >= 0.0350493 ? 12.0083 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar add (2 threads) 12.0 GFLOP/s", \
    (x >= 0.0664956 ? 22.7822 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma (2 threads) 22.8 GFLOP/s", \
    (x >= 0.0681868 ? 23.3616 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma+add (2 threads) 23.4 GFLOP/s", \
    (x >= 0.0344141 ? 11.7907 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar mul (2 threads) 11.8 GFLOP/s", \
    (x >= 0.135012 ? 46.2567 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 add (2 threads) 46.3 GFLOP/s", \
    (x >= 0.266186 ? 91.1984 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma (2 threads) 91.2 GFLOP/s", \
    (x >= 0.281304 ? 96.378 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma+add (2 threads) 96.4 GFLOP/s", \
    (x >= 0.136087 ? 46.6251 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 mul (2 threads) 46.6 GFLOP/s", \
    (x >= 0.0336672 ? 11.5348 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar add (2 threads) 11.5 GFLOP/s", \
    (x >= 0.0683908 ? 23.4315 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma (2 threads) 23.4 GFLOP/s", \
    (x >= 0.0740371 ? 25.366 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma+add (2 threads) 25.4 GFLOP/s", \
    (x >= 0.0346494 ? 11.8713 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar mul (2 threads) 11.9 GFLOP/s", \
    (x * 376.01 <= 205.33 ? x * 376.01 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L1 (2 threads) 376 GB/s", \
    (x * 228.923 <= 205.33 ? x * 228.923 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L2 (2 threads) 229 GB/s", \
    (x * 171.752 <= 205.33 ? x * 171.752 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L3 (2 threads) 172 GB/s", \
    (x * 40.8936 <= 205.33 ? x * 40.8936 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: DRAM (2 threads) 40.9 GB/s", \
    (x >= 0.245161 ? 92.1828 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 add (2 threads) 92.2 GFLOP/s", \
    (x >= 0.482248 ? 181.33 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma (2 threads) 181 GFLOP/s", \
    (x >= 0.546076 ? 205.33 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma+add (2 threads) 205 GFLOP/s", \
    (x >= 0.241213 ? 90.6984 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 mul (2 threads) 90.7 GFLOP/s", \
    (x >= 0.0311377 ? 11.7081 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar add (2 threads) 11.7 GFLOP/s", \
    (x >= 0.0618127 ? 23.2422 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma (2 threads) 23.2 GFLOP/s", \
    (x >= 0.0697689 ? 26.2338 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma+add (2 threads) 26.2 GFLOP/s", \
    (x >= 0.0299559 ? 11.2637 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar mul (2 threads) 11.3 GFLOP/s", \
    (x >= 0.121519 ? 45.6925 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 add (2 threads) 45.7 GFLOP/s", \
    (x >= 0.248846 ? 93.5686 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma (2 threads) 93.6 GFLOP/s", \
    (x >= 0.282317 ? 106.154 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma+add (2 threads) 106 GFLOP/s", \
    (x >= 0.119789 ? 45.0419 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 mul (2 threads) 45.0 GFLOP/s", \
    (x >= 0.0301683 ? 11.3436 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0616063 ? 23.1646 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma (2 threads) 23.2 GFLOP/s", \
    (x >= 0.0731584 ? 27.5083 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma+add (2 threads) 27.5 GFLOP/s", \
    (x >= 0.0309556 ? 11.6396 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar mul (2 threads) 11.6 GFLOP/s", \
    "compare-points-A-t2.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#1f77b4" notitle, \
    NaN with points pointtype 7 linecolor rgb "#1f77b4" title "A: kernels", \
    "compare-points-B-t2.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#d62728" notitle, \
    NaN with points pointtype 7 linecolor rgb "#d62728" title "B: kernels", \
    NaN with points pointtype 9 linecolor rgb "black" title "impl: eigen", \
    NaN with points pointtype 7 linecolor rgb "black" title "impl: hand", \
    NaN with points pointtype 13 linecolor rgb "black" title "impl: naive", \
    NaN with points pointtype 5 linecolor rgb "black" title "impl: openblas"
  unset multiplot
  set output
}
