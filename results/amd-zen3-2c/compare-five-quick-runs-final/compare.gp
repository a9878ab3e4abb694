# Roofs of several runs overlaid: A = results/amd-epyc-2c/2026-11-30T05-57-09Z; B = results/amd-epyc-2c/2026-11-30T05-58-09Z; C = results/amd-epyc-2c/2026-11-30T05-59-05Z; D = results/amd-epyc-2c/2026-11-30T06-00-03Z; E = results/amd-epyc-2c/2026-11-30T06-01-02Z;
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
  set xrange [0.01:1000]
  set yrange [0.1:1000]
  unset label
  set label 1 "A: ridge f32 / DRAM: 4.50 FLOP/B" at 4.49746,92.2941 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "A: ridge f64 / DRAM: 2.32 FLOP/B" at 2.31967,47.6029 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 3 "B: ridge f32 / DRAM: 4.09 FLOP/B" at 4.09399,93.5648 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 4 "B: ridge f64 / DRAM: 2.07 FLOP/B" at 2.07291,47.3746 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 5 "C: ridge f32 / DRAM: 4.17 FLOP/B" at 4.16913,91.8913 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 6 "C: ridge f64 / DRAM: 2.08 FLOP/B" at 2.083,45.9113 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 7 "D: ridge f32 / DRAM: 3.70 FLOP/B" at 3.6989,89.6614 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 8 "D: ridge f64 / DRAM: 1.87 FLOP/B" at 1.87489,45.4473 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 9 "E: ridge f32 / DRAM: 3.81 FLOP/B" at 3.81318,91.7058 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 10 "E: ridge f64 / DRAM: 1.92 FLOP/B" at 1.91606,46.0806 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 224.304 <= 114.253 ? x * 224.304 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L1 (1 thread) 224 GB/s", \
    (x * 137.447 <= 114.253 ? x * 137.447 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L2 (1 thread) 137 GB/s", \
    (x * 98.4526 <= 114.253 ? x * 98.4526 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L3 (1 thread) 98.5 GB/s", \
    (x * 20.5214 <= 114.253 ? x * 20.5214 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: DRAM (1 thread) 20.5 GB/s", \
    (x >= 0.212175 ? 47.5918 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 add (1 thread) 47.6 GFLOP/s", \
    (x >= 0.411469 ? 92.2941 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma (1 thread) 92.3 GFLOP/s", \
    (x >= 0.509367 ? 114.253 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma+add (1 thread) 114 GFLOP/s", \
    (x >= 0.207584 ? 46.5619 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 mul (1 thread) 46.6 GFLOP/s", \
    (x >= 0.0265661 ? 5.95888 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar add (1 thread) 5.96 GFLOP/s", \
    (x >= 0.0525809 ? 11.7941 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma (1 thread) 11.8 GFLOP/s", \
    (x >= 0.056431 ? 12.6577 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma+add (1 thread) 12.7 GFLOP/s", \
    (x >= 0.026826 ? 6.01717 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar mul (1 thread) 6.02 GFLOP/s", \
    (x >= 0.105189 ? 23.5944 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 add (1 thread) 23.6 GFLOP/s", \
    (x >= 0.212225 ? 47.6029 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma (1 thread) 47.6 GFLOP/s", \
    (x >= 0.221848 ? 49.7613 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma+add (1 thread) 49.8 GFLOP/s", \
    (x >= 0.103495 ? 23.2144 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 mul (1 thread) 23.2 GFLOP/s", \
    (x >= 0.0263793 ? 5.91698 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar add (1 thread) 5.92 GFLOP/s", \
    (x >= 0.0539299 ? 12.0967 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma (1 thread) 12.1 GFLOP/s", \
    (x >= 0.0566347 ? 12.7034 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma+add (1 thread) 12.7 GFLOP/s", \
    (x >= 0.0264785 ? 5.93923 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar mul (1 thread) 5.94 GFLOP/s", \
    (x * 196.265 <= 98.0013 ? x * 196.265 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L1 (1 thread) 196 GB/s", \
    (x * 126.624 <= 98.0013 ? x * 126.624 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L2 (1 thread) 127 GB/s", \
    (x * 95.0829 <= 98.0013 ? x * 95.0829 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L3 (1 thread) 95.1 GB/s", \
    (x * 22.8542 <= 98.0013 ? x * 22.8542 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: DRAM (1 thread) 22.9 GB/s", \
    (x >= 0.235287 ? 46.1786 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 add (1 thread) 46.2 GFLOP/s", \
    (x >= 0.476727 ? 93.5648 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma (1 thread) 93.6 GFLOP/s", \
    (x >= 0.499332 ? 98.0013 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma+add (1 thread) 98.0 GFLOP/s", \
    (x >= 0.235535 ? 46.2273 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 mul (1 thread) 46.2 GFLOP/s", \
    (x >= 0.0301388 ? 5.91519 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar add (1 thread) 5.92 GFLOP/s", \
    (x >= 0.0599929 ? 11.7745 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma (1 thread) 11.8 GFLOP/s", \
    (x >= 0.0710697 ? 13.9485 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma+add (1 thread) 13.9 GFLOP/s", \
    (x >= 0.0300742 ? 5.90251 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar mul (1 thread) 5.90 GFLOP/s", \
    (x >= 0.120622 ? 23.6738 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 add (1 thread) 23.7 GFLOP/s", \
    (x >= 0.241381 ? 47.3746 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma (1 thread) 47.4 GFLOP/s", \
    (x >= 0.265253 ? 52.0599 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma+add (1 thread) 52.1 GFLOP/s", \
    (x >= 0.120346 ? 23.6197 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 mul (1 thread) 23.6 GFLOP/s", \
    (x >= 0.0301041 ? 5.90839 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar add (1 thread) 5.91 GFLOP/s", \
    (x >= 0.0601447 ? 11.8043 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma (1 thread) 11.8 GFLOP/s", \
    (x >= 0.0667577 ? 13.1022 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma+add (1 thread) 13.1 GFLOP/s", \
    (x >= 0.0295431 ? 5.79827 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar mul (1 thread) 5.80 GFLOP/s", \
    (x * 183.723 <= 104.4 ? x * 183.723 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L1 (1 thread) 184 GB/s", \
    (x * 130.337 <= 104.4 ? x * 130.337 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L2 (1 thread) 130 GB/s", \
    (x * 90.422 <= 104.4 ? x * 90.422 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L3 (1 thread) 90.4 GB/s", \
    (x * 22.0409 <= 104.4 ? x * 22.0409 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: DRAM (1 thread) 22.0 GB/s", \
    (x >= 0.251461 ? 46.1992 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 add (1 thread) 46.2 GFLOP/s", \
    (x >= 0.500162 ? 91.8913 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 fma (1 thread) 91.9 GFLOP/s", \
    (x >= 0.568247 ? 104.4 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 fma+add (1 thread) 104 GFLOP/s", \
    (x >= 0.251996 ? 46.2975 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 mul (1 thread) 46.3 GFLOP/s", \
    (x >= 0.0313065 ? 5.75172 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar add (1 thread) 5.75 GFLOP/s", \
    (x >= 0.0626699 ? 11.5139 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar fma (1 thread) 11.5 GFLOP/s", \
    (x >= 0.0701208 ? 12.8828 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar fma+add (1 thread) 12.9 GFLOP/s", \
    (x >= 0.031592 ? 5.80417 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar mul (1 thread) 5.80 GFLOP/s", \
    (x >= 0.127658 ? 23.4537 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 add (1 thread) 23.5 GFLOP/s", \
    (x >= 0.249894 ? 45.9113 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 fma (1 thread) 45.9 GFLOP/s", \
    (x >= 0.278238 ? 51.1188 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 fma+add (1 thread) 51.1 GFLOP/s", \
    (x >= 0.12644 ? 23.2299 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 mul (1 thread) 23.2 GFLOP/s", \
    (x >= 0.0315993 ? 5.80551 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar add (1 thread) 5.81 GFLOP/s", \
    (x >= 0.0638554 ? 11.7317 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar fma (1 thread) 11.7 GFLOP/s", \
    (x >= 0.0711201 ? 13.0664 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar fma+add (1 thread) 13.1 GFLOP/s", \
    (x >= 0.0318712 ? 5.85548 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar mul (1 thread) 5.86 GFLOP/s", \
    (x * 222.976 <= 97.271 ? x * 222.976 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L1 (1 thread) 223 GB/s", \
    (x * 130.956 <= 97.271 ? x * 130.956 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L2 (1 thread) 131 GB/s", \
    (x * 92.8468 <= 97.271 ? x * 92.8468 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L3 (1 thread) 92.8 GB/s", \
    (x * 24.24 <= 97.271 ? x * 24.24 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: DRAM (1 thread) 24.2 GB/s", \
    (x >= 0.206747 ? 46.0997 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 add (1 thread) 46.1 GFLOP/s", \
    (x >= 0.402112 ? 89.6614 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 fma (1 thread) 89.7 GFLOP/s", \
    (x >= 0.43624 ? 97.271 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 fma+add (1 thread) 97.3 GFLOP/s", \
    (x >= 0.207439 ? 46.2539 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 mul (1 thread) 46.3 GFLOP/s", \
    (x >= 0.0260194 ? 5.80171 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar add (1 thread) 5.80 GFLOP/s", \
    (x >= 0.0500431 ? 11.1584 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar fma (1 thread) 11.2 GFLOP/s", \
    (x >= 0.0577735 ? 12.8821 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar fma+add (1 thread) 12.9 GFLOP/s", \
    (x >= 0.0253193 ? 5.64559 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar mul (1 thread) 5.65 GFLOP/s", \
    (x >= 0.104139 ? 23.2206 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 add (1 thread) 23.2 GFLOP/s", \
    (x >= 0.203821 ? 45.4473 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 fma (1 thread) 45.4 GFLOP/s", \
    (x >= 0.229918 ? 51.2663 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 fma+add (1 thread) 51.3 GFLOP/s", \
    (x >= 0.104235 ? 23.2419 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 mul (1 thread) 23.2 GFLOP/s", \
    (x >= 0.0256304 ? 5.71497 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar add (1 thread) 5.71 GFLOP/s", \
    (x >= 0.0523043 ? 11.6626 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar fma (1 thread) 11.7 GFLOP/s", \
    (x >= 0.0594427 ? 13.2543 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar fma+add (1 thread) 13.3 GFLOP/s", \
    (x >= 0.0262672 ? 5.85695 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar mul (1 thread) 5.86 GFLOP/s", \
    (x * 225.335 <= 98.7073 ? x * 225.335 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L1 (1 thread) 225 GB/s", \
    (x * 135.039 <= 98.7073 ? x * 135.039 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L2 (1 thread) 135 GB/s", \
    (x * 83.9818 <= 98.7073 ? x * 83.9818 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L3 (1 thread) 84.0 GB/s", \
    (x * 24.0497 <= 98.7073 ? x * 24.0497 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: DRAM (1 thread) 24.0 GB/s", \
    (x >= 0.207288 ? 46.7092 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 add (1 thread) 46.7 GFLOP/s", \
    (x >= 0.406975 ? 91.7058 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 fma (1 thread) 91.7 GFLOP/s", \
    (x >= 0.438047 ? 98.7073 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 fma+add (1 thread) 98.7 GFLOP/s", \
    (x >= 0.203856 ? 45.9358 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 mul (1 thread) 45.9 GFLOP/s", \
    (x >= 0.0260457 ? 5.86901 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar add (1 thread) 5.87 GFLOP/s", \
    (x >= 0.0515402 ? 11.6138 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar fma (1 thread) 11.6 GFLOP/s", \
    (x >= 0.0611028 ? 13.7686 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar fma+add (1 thread) 13.8 GFLOP/s", \
    (x >= 0.025575 ? 5.76295 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar mul (1 thread) 5.76 GFLOP/s", \
    (x >= 0.104922 ? 23.6425 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 add (1 thread) 23.6 GFLOP/s", \
    (x >= 0.204498 ? 46.0806 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 fma (1 thread) 46.1 GFLOP/s", \
    (x >= 0.22421 ? 50.5224 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 fma+add (1 thread) 50.5 GFLOP/s", \
    (x >= 0.102069 ? 22.9997 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 mul (1 thread) 23.0 GFLOP/s", \
    (x >= 0.0257964 ? 5.81283 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar add (1 thread) 5.81 GFLOP/s", \
    (x >= 0.0512952 ? 11.5586 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar fma (1 thread) 11.6 GFLOP/s", \
    (x >= 0.0582852 ? 13.1337 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar fma+add (1 thread) 13.1 GFLOP/s", \
    (x >= 0.0262872 ? 5.92342 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar mul (1 thread) 5.92 GFLOP/s", \
    "compare-points-A-t1.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#1f77b4" notitle, \
    NaN with points pointtype 7 linecolor rgb "#1f77b4" title "A: kernels", \
    "compare-points-B-t1.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#d62728" notitle, \
    NaN with points pointtype 7 linecolor rgb "#d62728" title "B: kernels", \
    "compare-points-C-t1.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#2ca02c" notitle, \
    NaN with points pointtype 7 linecolor rgb "#2ca02c" title "C: kernels", \
    "compare-points-D-t1.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#9467bd" notitle, \
    NaN with points pointtype 7 linecolor rgb "#9467bd" title "D: kernels", \
    "compare-points-E-t1.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#ff7f0e" notitle, \
    NaN with points pointtype 7 linecolor rgb "#ff7f0e" title "E: kernels", \
    NaN with points pointtype 9 linecolor rgb "black" title "impl: eigen", \
    NaN with points pointtype 7 linecolor rgb "black" title "impl: hand", \
    NaN with points pointtype 13 linecolor rgb "black" title "impl: naive", \
    NaN with points pointtype 5 linecolor rgb "black" title "impl: openblas"
  set title "compared at 2 threads"
  set xrange [0.01:1000]
  set yrange [0.1:1000]
  unset label
  set label 1 "A: ridge f32 / DRAM: 5.58 FLOP/B" at 5.58049,177.294 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "A: ridge f64 / DRAM: 2.87 FLOP/B" at 2.86666,91.0746 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 3 "B: ridge f32 / DRAM: 5.71 FLOP/B" at 5.70796,181.754 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 4 "B: ridge f64 / DRAM: 2.84 FLOP/B" at 2.84211,90.499 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 5 "C: ridge f32 / DRAM: 5.58 FLOP/B" at 5.58461,173.267 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 6 "C: ridge f64 / DRAM: 2.87 FLOP/B" at 2.86874,89.0048 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 7 "D: ridge f32 / DRAM: 5.72 FLOP/B" at 5.71887,176.259 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 8 "D: ridge f64 / DRAM: 2.88 FLOP/B" at 2.8785,88.7172 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 9 "E: ridge f32 / DRAM: 4.82 FLOP/B" at 4.81709,161.612 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 10 "E: ridge f64 / DRAM: 2.74 FLOP/B" at 2.73689,91.8218 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 293.293 <= 194.692 ? x * 293.293 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L1 (2 threads) 293 GB/s", \
    (x * 222.995 <= 194.692 ? x * 222.995 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L2 (2 threads) 223 GB/s", \
    (x * 159.924 <= 194.692 ? x * 159.924 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L3 (2 threads) 160 GB/s", \
    (x * 31.7703 <= 194.692 ? x * 31.7703 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: DRAM (2 threads) 31.8 GB/s", \
    (x >= 0.308146 ? 90.377 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 add (2 threads) 90.4 GFLOP/s", \
    (x >= 0.604494 ? 177.294 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma (2 threads) 177 GFLOP/s", \
    (x >= 0.663814 ? 194.692 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma+add (2 threads) 195 GFLOP/s", \
    (x >= 0.315428 ? 92.5129 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 mul (2 threads) 92.5 GFLOP/s", \
    (x >= 0.0390661 ? 11.4578 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar add (2 threads) 11.5 GFLOP/s", \
    (x >= 0.0688008 ? 20.1788 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma (2 threads) 20.2 GFLOP/s", \
    (x >= 0.0809702 ? 23.748 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma+add (2 threads) 23.7 GFLOP/s", \
    (x >= 0.0397831 ? 11.6681 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar mul (2 threads) 11.7 GFLOP/s", \
    (x >= 0.151592 ? 44.4608 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 add (2 threads) 44.5 GFLOP/s", \
    (x >= 0.310524 ? 91.0746 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma (2 threads) 91.1 GFLOP/s", \
    (x >= 0.324822 ? 95.2681 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma+add (2 threads) 95.3 GFLOP/s", \
    (x >= 0.153526 ? 45.0281 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 mul (2 threads) 45.0 GFLOP/s", \
    (x >= 0.038543 ? 11.3044 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0768266 ? 22.5327 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma (2 threads) 22.5 GFLOP/s", \
    (x >= 0.0701994 ? 20.589 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma+add (2 threads) 20.6 GFLOP/s", \
    (x >= 0.0392792 ? 11.5203 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar mul (2 threads) 11.5 GFLOP/s", \
    (x * 296.882 <= 184.89 ? x * 296.882 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L1 (2 threads) 297 GB/s", \
    (x * 221.078 <= 184.89 ? x * 221.078 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L2 (2 threads) 221 GB/s", \
    (x * 160.088 <= 184.89 ? x * 160.088 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L3 (2 threads) 160 GB/s", \
    (x * 31.8422 <= 184.89 ? x * 31.8422 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: DRAM (2 threads) 31.8 GB/s", \
    (x >= 0.302987 ? 89.9515 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 add (2 threads) 90.0 GFLOP/s", \
    (x >= 0.61221 ? 181.754 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma (2 threads) 182 GFLOP/s", \
    (x >= 0.622773 ? 184.89 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma+add (2 threads) 185 GFLOP/s", \
    (x >= 0.289339 ? 85.8996 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 mul (2 threads) 85.9 GFLOP/s", \
    (x >= 0.0381579 ? 11.3284 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0788909 ? 23.4213 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma (2 threads) 23.4 GFLOP/s", \
    (x >= 0.0814027 ? 24.167 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma+add (2 threads) 24.2 GFLOP/s", \
    (x >= 0.0392395 ? 11.6495 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar mul (2 threads) 11.6 GFLOP/s", \
    (x >= 0.152523 ? 45.2813 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 add (2 threads) 45.3 GFLOP/s", \
    (x >= 0.304832 ? 90.499 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma (2 threads) 90.5 GFLOP/s", \
    (x >= 0.358274 ? 106.365 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma+add (2 threads) 106 GFLOP/s", \
    (x >= 0.151552 ? 44.9931 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 mul (2 threads) 45.0 GFLOP/s", \
    (x >= 0.0381495 ? 11.3259 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0767877 ? 22.7969 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma (2 threads) 22.8 GFLOP/s", \
    (x >= 0.0807031 ? 23.9593 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma+add (2 threads) 24.0 GFLOP/s", \
    (x >= 0.0395413 ? 11.7391 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar mul (2 threads) 11.7 GFLOP/s", \
    (x * 313.454 <= 188.083 ? x * 313.454 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L1 (2 threads) 313 GB/s", \
    (x * 225.323 <= 188.083 ? x * 225.323 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L2 (2 threads) 225 GB/s", \
    (x * 153.954 <= 188.083 ? x * 153.954 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L3 (2 threads) 154 GB/s", \
    (x * 31.0258 <= 188.083 ? x * 31.0258 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: DRAM (2 threads) 31.0 GB/s", \
    (x >= 0.292666 ? 91.7373 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 add (2 threads) 91.7 GFLOP/s", \
    (x >= 0.552767 ? 173.267 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 fma (2 threads) 173 GFLOP/s", \
    (x >= 0.600034 ? 188.083 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 fma+add (2 threads) 188 GFLOP/s", \
    (x >= 0.287442 ? 90.0997 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 mul (2 threads) 90.1 GFLOP/s", \
    (x >= 0.0359836 ? 11.2792 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0725465 ? 22.74 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar fma (2 threads) 22.7 GFLOP/s", \
    (x >= 0.0876151 ? 27.4633 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar fma+add (2 threads) 27.5 GFLOP/s", \
    (x >= 0.0355079 ? 11.1301 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar mul (2 threads) 11.1 GFLOP/s", \
    (x >= 0.148326 ? 46.4935 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 add (2 threads) 46.5 GFLOP/s", \
    (x >= 0.283949 ? 89.0048 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 fma (2 threads) 89.0 GFLOP/s", \
    (x >= 0.333488 ? 104.533 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 fma+add (2 threads) 105 GFLOP/s", \
    (x >= 0.141867 ? 44.4689 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 mul (2 threads) 44.5 GFLOP/s", \
    (x >= 0.0359925 ? 11.282 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0727695 ? 22.8099 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar fma (2 threads) 22.8 GFLOP/s", \
    (x >= 0.0772439 ? 24.2124 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar fma+add (2 threads) 24.2 GFLOP/s", \
    (x >= 0.0365189 ? 11.447 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar mul (2 threads) 11.4 GFLOP/s", \
    (x * 346.273 <= 181.788 ? x * 346.273 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L1 (2 threads) 346 GB/s", \
    (x * 225.025 <= 181.788 ? x * 225.025 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L2 (2 threads) 225 GB/s", \
    (x * 147.301 <= 181.788 ? x * 147.301 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L3 (2 threads) 147 GB/s", \
    (x * 30.8206 <= 181.788 ? x * 30.8206 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: DRAM (2 threads) 30.8 GB/s", \
    (x >= 0.257909 ? 89.3068 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 add (2 threads) 89.3 GFLOP/s", \
    (x >= 0.509017 ? 176.259 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 fma (2 threads) 176 GFLOP/s", \
    (x >= 0.524985 ? 181.788 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 fma+add (2 threads) 182 GFLOP/s", \
    (x >= 0.248064 ? 85.8979 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 mul (2 threads) 85.9 GFLOP/s", \
    (x >= 0.0322387 ? 11.1634 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar add (2 threads) 11.2 GFLOP/s", \
    (x >= 0.0573559 ? 19.8608 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar fma (2 threads) 19.9 GFLOP/s", \
    (x >= 0.0667202 ? 23.1034 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar fma+add (2 threads) 23.1 GFLOP/s", \
    (x >= 0.0321117 ? 11.1194 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar mul (2 threads) 11.1 GFLOP/s", \
    (x >= 0.129775 ? 44.9377 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 add (2 threads) 44.9 GFLOP/s", \
    (x >= 0.256206 ? 88.7172 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 fma (2 threads) 88.7 GFLOP/s", \
    (x >= 0.288332 ? 99.8416 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 fma+add (2 threads) 99.8 GFLOP/s", \
    (x >= 0.121554 ? 42.0907 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 mul (2 threads) 42.1 GFLOP/s", \
    (x >= 0.0323473 ? 11.201 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar add (2 threads) 11.2 GFLOP/s", \
    (x >= 0.0639244 ? 22.1353 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar fma (2 threads) 22.1 GFLOP/s", \
    (x >= 0.0637122 ? 22.0618 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar fma+add (2 threads) 22.1 GFLOP/s", \
    (x >= 0.0327499 ? 11.3404 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar mul (2 threads) 11.3 GFLOP/s", \
    (x * 399.661 <= 179.217 ? x * 399.661 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L1 (2 threads) 400 GB/s", \
    (x * 252.422 <= 179.217 ? x * 252.422 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L2 (2 threads) 252 GB/s", \
    (x * 145.527 <= 179.217 ? x * 145.527 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L3 (2 threads) 146 GB/s", \
    (x * 33.5497 <= 179.217 ? x * 33.5497 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: DRAM (2 threads) 33.5 GB/s", \
    (x >= 0.229212 ? 91.6072 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 add (2 threads) 91.6 GFLOP/s", \
    (x >= 0.404373 ? 161.612 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 fma (2 threads) 162 GFLOP/s", \
    (x >= 0.448423 ? 179.217 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 fma+add (2 threads) 179 GFLOP/s", \
    (x >= 0.20829 ? 83.2453 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 mul (2 threads) 83.2 GFLOP/s", \
    (x >= 0.0278579 ? 11.1337 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar add (2 threads) 11.1 GFLOP/s", \
    (x >= 0.0563588 ? 22.5244 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar fma (2 threads) 22.5 GFLOP/s", \
    (x >= 0.0483575 ? 19.3266 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar fma+add (2 threads) 19.3 GFLOP/s", \
    (x >= 0.0266558 ? 10.6533 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar mul (2 threads) 10.7 GFLOP/s", \
    (x >= 0.113774 ? 45.4711 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 add (2 threads) 45.5 GFLOP/s", \
    (x >= 0.229749 ? 91.8218 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 fma (2 threads) 91.8 GFLOP/s", \
    (x >= 0.240307 ? 96.0414 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 fma+add (2 threads) 96.0 GFLOP/s", \
    (x >= 0.114325 ? 45.6913 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 mul (2 threads) 45.7 GFLOP/s", \
    (x >= 0.0283643 ? 11.3361 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0512349 ? 20.4766 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar fma (2 threads) 20.5 GFLOP/s", \
    (x >= 0.0605311 ? 24.1919 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar fma+add (2 threads) 24.2 GFLOP/s", \
    (x >= 0.0213273 ? 8.5237 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar mul (2 threads) 8.52 GFLOP/s", \
    "compare-points-A-t2.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#1f77b4" notitle, \
    NaN with points pointtype 7 linecolor rgb "#1f77b4" title "A: kernels", \
    "compare-points-B-t2.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#d62728" notitle, \
    NaN with points pointtype 7 linecolor rgb "#d62728" title "B: kernels", \
    "compare-points-C-t2.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#2ca02c" notitle, \
    NaN with points pointtype 7 linecolor rgb "#2ca02c" title "C: kernels", \
    "compare-points-D-t2.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#9467bd" notitle, \
    NaN with points pointtype 7 linecolor rgb "#9467bd" title "D: kernels", \
    "compare-points-E-t2.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#ff7f0e" notitle, \
    NaN with points pointtype 7 linecolor rgb "#ff7f0e" title "E: kernels", \
    NaN with points pointtype 9 linecolor rgb "black" title "impl: eigen", \
    NaN with points pointtype 7 linecolor rgb "black" title "impl: hand", \
    NaN with points pointtype 13 linecolor rgb "black" title "impl: naive", \
    NaN with points pointtype 5 linecolor rgb "black" title "impl: openblas"
  unset multiplot
  set output
}
