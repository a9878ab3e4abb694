# Roofs of several runs overlaid: A = results/amd-epyc-2c/2026-11-30T03-38-12Z; B = results/amd-epyc-2c/2026-11-30T03-39-05Z; C = results/amd-epyc-2c/2026-11-30T03-39-58Z; D = results/amd-epyc-2c/2026-11-30T03-40-50Z; E = results/amd-epyc-2c/2026-11-30T03-41-42Z;
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
  set label 1 "A: ridge f32 / DRAM: 3.51 FLOP/B" at 3.51306,94.0383 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "A: ridge f64 / DRAM: 1.80 FLOP/B" at 1.80371,48.2821 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 3 "B: ridge f32 / DRAM: 3.89 FLOP/B" at 3.88539,96.1503 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 4 "B: ridge f64 / DRAM: 1.97 FLOP/B" at 1.97179,48.795 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 5 "C: ridge f32 / DRAM: 3.38 FLOP/B" at 3.38481,94.5129 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 6 "C: ridge f64 / DRAM: 1.71 FLOP/B" at 1.71071,47.7676 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 7 "D: ridge f32 / DRAM: 3.46 FLOP/B" at 3.46332,96.8686 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 8 "D: ridge f64 / DRAM: 1.69 FLOP/B" at 1.68543,47.1414 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 9 "E: ridge f32 / DRAM: 3.36 FLOP/B" at 3.3626,95.5062 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 10 "E: ridge f64 / DRAM: 1.67 FLOP/B" at 1.66953,47.4189 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 214.589 <= 106.318 ? x * 214.589 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L1 (1 thread) 215 GB/s", \
    (x * 134.638 <= 106.318 ? x * 134.638 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L2 (1 thread) 135 GB/s", \
    (x * 97.8309 <= 106.318 ? x * 97.8309 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L3 (1 thread) 97.8 GB/s", \
    (x * 26.7682 <= 106.318 ? x * 26.7682 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: DRAM (1 thread) 26.8 GB/s", \
    (x >= 0.224696 ? 48.2172 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 add (1 thread) 48.2 GFLOP/s", \
    (x >= 0.438225 ? 94.0383 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma (1 thread) 94.0 GFLOP/s", \
    (x >= 0.495449 ? 106.318 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma+add (1 thread) 106 GFLOP/s", \
    (x >= 0.22734 ? 48.7846 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 mul (1 thread) 48.8 GFLOP/s", \
    (x >= 0.0280482 ? 6.01883 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar add (1 thread) 6.02 GFLOP/s", \
    (x >= 0.0560406 ? 12.0257 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma (1 thread) 12.0 GFLOP/s", \
    (x >= 0.0607524 ? 13.0368 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma+add (1 thread) 13.0 GFLOP/s", \
    (x >= 0.0279658 ? 6.00116 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar mul (1 thread) 6.00 GFLOP/s", \
    (x >= 0.112271 ? 24.0922 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 add (1 thread) 24.1 GFLOP/s", \
    (x >= 0.224998 ? 48.2821 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma (1 thread) 48.3 GFLOP/s", \
    (x >= 0.246517 ? 52.8998 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma+add (1 thread) 52.9 GFLOP/s", \
    (x >= 0.111666 ? 23.9624 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 mul (1 thread) 24.0 GFLOP/s", \
    (x >= 0.0278921 ? 5.98533 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar add (1 thread) 5.99 GFLOP/s", \
    (x >= 0.05594 ? 12.0041 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma (1 thread) 12.0 GFLOP/s", \
    (x >= 0.0616439 ? 13.2281 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma+add (1 thread) 13.2 GFLOP/s", \
    (x >= 0.0280554 ? 6.02038 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar mul (1 thread) 6.02 GFLOP/s", \
    (x * 234.723 <= 103.942 ? x * 234.723 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L1 (1 thread) 235 GB/s", \
    (x * 139.72 <= 103.942 ? x * 139.72 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L2 (1 thread) 140 GB/s", \
    (x * 94.0353 <= 103.942 ? x * 94.0353 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L3 (1 thread) 94.0 GB/s", \
    (x * 24.7466 <= 103.942 ? x * 24.7466 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: DRAM (1 thread) 24.7 GB/s", \
    (x >= 0.207667 ? 48.7442 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 add (1 thread) 48.7 GFLOP/s", \
    (x >= 0.409633 ? 96.1503 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma (1 thread) 96.2 GFLOP/s", \
    (x >= 0.442828 ? 103.942 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma+add (1 thread) 104 GFLOP/s", \
    (x >= 0.206076 ? 48.3707 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 mul (1 thread) 48.4 GFLOP/s", \
    (x >= 0.0249002 ? 5.84466 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar add (1 thread) 5.84 GFLOP/s", \
    (x >= 0.0507002 ? 11.9005 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma (1 thread) 11.9 GFLOP/s", \
    (x >= 0.0546568 ? 12.8292 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma+add (1 thread) 12.8 GFLOP/s", \
    (x >= 0.0258803 ? 6.0747 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar mul (1 thread) 6.07 GFLOP/s", \
    (x >= 0.102374 ? 24.0296 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 add (1 thread) 24.0 GFLOP/s", \
    (x >= 0.207883 ? 48.795 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma (1 thread) 48.8 GFLOP/s", \
    (x >= 0.21203 ? 49.7683 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma+add (1 thread) 49.8 GFLOP/s", \
    (x >= 0.0999565 ? 23.4621 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 mul (1 thread) 23.5 GFLOP/s", \
    (x >= 0.0256989 ? 6.03213 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar add (1 thread) 6.03 GFLOP/s", \
    (x >= 0.0472753 ? 11.0966 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma (1 thread) 11.1 GFLOP/s", \
    (x >= 0.0550653 ? 12.9251 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma+add (1 thread) 12.9 GFLOP/s", \
    (x >= 0.0254193 ? 5.96649 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar mul (1 thread) 5.97 GFLOP/s", \
    (x * 234.114 <= 110.06 ? x * 234.114 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L1 (1 thread) 234 GB/s", \
    (x * 140.144 <= 110.06 ? x * 140.144 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L2 (1 thread) 140 GB/s", \
    (x * 91.4758 <= 110.06 ? x * 91.4758 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L3 (1 thread) 91.5 GB/s", \
    (x * 27.9227 <= 110.06 ? x * 27.9227 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: DRAM (1 thread) 27.9 GB/s", \
    (x >= 0.204523 ? 47.8816 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 add (1 thread) 47.9 GFLOP/s", \
    (x >= 0.403705 ? 94.5129 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 fma (1 thread) 94.5 GFLOP/s", \
    (x >= 0.470113 ? 110.06 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 fma+add (1 thread) 110 GFLOP/s", \
    (x >= 0.20288 ? 47.4971 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 mul (1 thread) 47.5 GFLOP/s", \
    (x >= 0.0262013 ? 6.13409 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar add (1 thread) 6.13 GFLOP/s", \
    (x >= 0.0520819 ? 12.1931 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar fma (1 thread) 12.2 GFLOP/s", \
    (x >= 0.0577326 ? 13.516 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar fma+add (1 thread) 13.5 GFLOP/s", \
    (x >= 0.0253999 ? 5.94648 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar mul (1 thread) 5.95 GFLOP/s", \
    (x >= 0.101457 ? 23.7526 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 add (1 thread) 23.8 GFLOP/s", \
    (x >= 0.204036 ? 47.7676 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 fma (1 thread) 47.8 GFLOP/s", \
    (x >= 0.22632 ? 52.9847 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 fma+add (1 thread) 53.0 GFLOP/s", \
    (x >= 0.102073 ? 23.8968 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 mul (1 thread) 23.9 GFLOP/s", \
    (x >= 0.026274 ? 6.1511 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar add (1 thread) 6.15 GFLOP/s", \
    (x >= 0.0501747 ? 11.7466 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar fma (1 thread) 11.7 GFLOP/s", \
    (x >= 0.0553243 ? 12.9522 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar fma+add (1 thread) 13.0 GFLOP/s", \
    (x >= 0.0252078 ? 5.90151 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar mul (1 thread) 5.90 GFLOP/s", \
    (x * 226.58 <= 105.032 ? x * 226.58 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L1 (1 thread) 227 GB/s", \
    (x * 133.45 <= 105.032 ? x * 133.45 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L2 (1 thread) 133 GB/s", \
    (x * 95.1896 <= 105.032 ? x * 95.1896 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L3 (1 thread) 95.2 GB/s", \
    (x * 27.9699 <= 105.032 ? x * 27.9699 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: DRAM (1 thread) 28.0 GB/s", \
    (x >= 0.214542 ? 48.6109 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 add (1 thread) 48.6 GFLOP/s", \
    (x >= 0.427525 ? 96.8686 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 fma (1 thread) 96.9 GFLOP/s", \
    (x >= 0.463554 ? 105.032 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 fma+add (1 thread) 105 GFLOP/s", \
    (x >= 0.208637 ? 47.273 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 mul (1 thread) 47.3 GFLOP/s", \
    (x >= 0.0268901 ? 6.09276 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar add (1 thread) 6.09 GFLOP/s", \
    (x >= 0.05351 ? 12.1243 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar fma (1 thread) 12.1 GFLOP/s", \
    (x >= 0.0587832 ? 13.3191 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar fma+add (1 thread) 13.3 GFLOP/s", \
    (x >= 0.0264476 ? 5.9925 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar mul (1 thread) 5.99 GFLOP/s", \
    (x >= 0.104398 ? 23.6545 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 add (1 thread) 23.7 GFLOP/s", \
    (x >= 0.208056 ? 47.1414 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 fma (1 thread) 47.1 GFLOP/s", \
    (x >= 0.232546 ? 52.6903 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 fma+add (1 thread) 52.7 GFLOP/s", \
    (x >= 0.108153 ? 24.5052 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 mul (1 thread) 24.5 GFLOP/s", \
    (x >= 0.0266199 ? 6.03154 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar add (1 thread) 6.03 GFLOP/s", \
    (x >= 0.0524455 ? 11.8831 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar fma (1 thread) 11.9 GFLOP/s", \
    (x >= 0.0566334 ? 12.832 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar fma+add (1 thread) 12.8 GFLOP/s", \
    (x >= 0.0268027 ? 6.07296 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar mul (1 thread) 6.07 GFLOP/s", \
    (x * 236.648 <= 104.947 ? x * 236.648 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L1 (1 thread) 237 GB/s", \
    (x * 140.711 <= 104.947 ? x * 140.711 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L2 (1 thread) 141 GB/s", \
    (x * 92.504 <= 104.947 ? x * 92.504 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L3 (1 thread) 92.5 GB/s", \
    (x * 28.4025 <= 104.947 ? x * 28.4025 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: DRAM (1 thread) 28.4 GB/s", \
    (x >= 0.202096 ? 47.8256 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 add (1 thread) 47.8 GFLOP/s", \
    (x >= 0.403579 ? 95.5062 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 fma (1 thread) 95.5 GFLOP/s", \
    (x >= 0.443473 ? 104.947 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 fma+add (1 thread) 105 GFLOP/s", \
    (x >= 0.202823 ? 47.9977 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 mul (1 thread) 48.0 GFLOP/s", \
    (x >= 0.0248423 ? 5.87889 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar add (1 thread) 5.88 GFLOP/s", \
    (x >= 0.0498407 ? 11.7947 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar fma (1 thread) 11.8 GFLOP/s", \
    (x >= 0.0543592 ? 12.864 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar fma+add (1 thread) 12.9 GFLOP/s", \
    (x >= 0.0246129 ? 5.8246 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar mul (1 thread) 5.82 GFLOP/s", \
    (x >= 0.0988371 ? 23.3896 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 add (1 thread) 23.4 GFLOP/s", \
    (x >= 0.200377 ? 47.4189 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 fma (1 thread) 47.4 GFLOP/s", \
    (x >= 0.213716 ? 50.5755 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 fma+add (1 thread) 50.6 GFLOP/s", \
    (x >= 0.100484 ? 23.7793 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 mul (1 thread) 23.8 GFLOP/s", \
    (x >= 0.0251106 ? 5.94238 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar add (1 thread) 5.94 GFLOP/s", \
    (x >= 0.0490708 ? 11.6125 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar fma (1 thread) 11.6 GFLOP/s", \
    (x >= 0.0527251 ? 12.4773 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar fma+add (1 thread) 12.5 GFLOP/s", \
    (x >= 0.0243547 ? 5.76348 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar mul (1 thread) 5.76 GFLOP/s", \
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
  set label 1 "A: ridge f32 / DRAM: 4.55 FLOP/B" at 4.54774,171.022 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "A: ridge f64 / DRAM: 2.50 FLOP/B" at 2.49899,93.9767 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 3 "B: ridge f32 / DRAM: 5.71 FLOP/B" at 5.70898,187.435 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 4 "B: ridge f64 / DRAM: 2.79 FLOP/B" at 2.78959,91.5868 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 5 "C: ridge f32 / DRAM: 4.35 FLOP/B" at 4.35333,158.661 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 6 "C: ridge f64 / DRAM: 2.43 FLOP/B" at 2.43331,88.6843 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 7 "D: ridge f32 / DRAM: 5.45 FLOP/B" at 5.44859,186.01 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 8 "D: ridge f64 / DRAM: 2.77 FLOP/B" at 2.76962,94.5522 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 9 "E: ridge f32 / DRAM: 5.50 FLOP/B" at 5.50284,185.803 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 10 "E: ridge f64 / DRAM: 2.70 FLOP/B" at 2.70098,91.1984 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 342.27 <= 197.687 ? x * 342.27 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L1 (2 threads) 342 GB/s", \
    (x * 225.449 <= 197.687 ? x * 225.449 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L2 (2 threads) 225 GB/s", \
    (x * 140.242 <= 197.687 ? x * 140.242 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L3 (2 threads) 140 GB/s", \
    (x * 37.6059 <= 197.687 ? x * 37.6059 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: DRAM (2 threads) 37.6 GB/s", \
    (x >= 0.274023 ? 93.7898 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 add (2 threads) 93.8 GFLOP/s", \
    (x >= 0.49967 ? 171.022 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma (2 threads) 171 GFLOP/s", \
    (x >= 0.577576 ? 197.687 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma+add (2 threads) 198 GFLOP/s", \
    (x >= 0.261619 ? 89.5442 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 mul (2 threads) 89.5 GFLOP/s", \
    (x >= 0.034332 ? 11.7508 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar add (2 threads) 11.8 GFLOP/s", \
    (x >= 0.069141 ? 23.6649 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma (2 threads) 23.7 GFLOP/s", \
    (x >= 0.0732393 ? 25.0676 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma+add (2 threads) 25.1 GFLOP/s", \
    (x >= 0.0339501 ? 11.6201 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar mul (2 threads) 11.6 GFLOP/s", \
    (x >= 0.134217 ? 45.9385 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 add (2 threads) 45.9 GFLOP/s", \
    (x >= 0.274569 ? 93.9767 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma (2 threads) 94.0 GFLOP/s", \
    (x >= 0.279892 ? 95.7986 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma+add (2 threads) 95.8 GFLOP/s", \
    (x >= 0.132486 ? 45.346 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 mul (2 threads) 45.3 GFLOP/s", \
    (x >= 0.033759 ? 11.5547 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar add (2 threads) 11.6 GFLOP/s", \
    (x >= 0.0662603 ? 22.6789 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma (2 threads) 22.7 GFLOP/s", \
    (x >= 0.0718024 ? 24.5758 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma+add (2 threads) 24.6 GFLOP/s", \
    (x >= 0.0336427 ? 11.5149 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar mul (2 threads) 11.5 GFLOP/s", \
    (x * 319.935 <= 206.902 ? x * 319.935 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L1 (2 threads) 320 GB/s", \
    (x * 209.269 <= 206.902 ? x * 209.269 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L2 (2 threads) 209 GB/s", \
    (x * 143.386 <= 206.902 ? x * 143.386 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L3 (2 threads) 143 GB/s", \
    (x * 32.8316 <= 206.902 ? x * 32.8316 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: DRAM (2 threads) 32.8 GB/s", \
    (x >= 0.292288 ? 93.5132 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 add (2 threads) 93.5 GFLOP/s", \
    (x >= 0.585853 ? 187.435 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma (2 threads) 187 GFLOP/s", \
    (x >= 0.6467 ? 206.902 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma+add (2 threads) 207 GFLOP/s", \
    (x >= 0.277477 ? 88.7745 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 mul (2 threads) 88.8 GFLOP/s", \
    (x >= 0.037181 ? 11.8955 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar add (2 threads) 11.9 GFLOP/s", \
    (x >= 0.0721853 ? 23.0946 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma (2 threads) 23.1 GFLOP/s", \
    (x >= 0.0759673 ? 24.3046 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma+add (2 threads) 24.3 GFLOP/s", \
    (x >= 0.0366062 ? 11.7116 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar mul (2 threads) 11.7 GFLOP/s", \
    (x >= 0.133562 ? 42.7311 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 add (2 threads) 42.7 GFLOP/s", \
    (x >= 0.286267 ? 91.5868 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma (2 threads) 91.6 GFLOP/s", \
    (x >= 0.292731 ? 93.6549 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma+add (2 threads) 93.7 GFLOP/s", \
    (x >= 0.143954 ? 46.056 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 mul (2 threads) 46.1 GFLOP/s", \
    (x >= 0.0363386 ? 11.626 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar add (2 threads) 11.6 GFLOP/s", \
    (x >= 0.0745476 ? 23.8504 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma (2 threads) 23.9 GFLOP/s", \
    (x >= 0.0770391 ? 24.6475 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma+add (2 threads) 24.6 GFLOP/s", \
    (x >= 0.0377852 ? 12.0888 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar mul (2 threads) 12.1 GFLOP/s", \
    (x * 330 <= 193.066 ? x * 330 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L1 (2 threads) 330 GB/s", \
    (x * 226.909 <= 193.066 ? x * 226.909 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L2 (2 threads) 227 GB/s", \
    (x * 146.519 <= 193.066 ? x * 146.519 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L3 (2 threads) 147 GB/s", \
    (x * 36.4459 <= 193.066 ? x * 36.4459 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: DRAM (2 threads) 36.4 GB/s", \
    (x >= 0.284843 ? 93.9983 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 add (2 threads) 94.0 GFLOP/s", \
    (x >= 0.480791 ? 158.661 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 fma (2 threads) 159 GFLOP/s", \
    (x >= 0.585048 ? 193.066 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 fma+add (2 threads) 193 GFLOP/s", \
    (x >= 0.257207 ? 84.8784 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 mul (2 threads) 84.9 GFLOP/s", \
    (x >= 0.0350085 ? 11.5528 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar add (2 threads) 11.6 GFLOP/s", \
    (x >= 0.0710715 ? 23.4536 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar fma (2 threads) 23.5 GFLOP/s", \
    (x >= 0.0735776 ? 24.2806 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar fma+add (2 threads) 24.3 GFLOP/s", \
    (x >= 0.0334742 ? 11.0465 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar mul (2 threads) 11.0 GFLOP/s", \
    (x >= 0.142247 ? 46.9416 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 add (2 threads) 46.9 GFLOP/s", \
    (x >= 0.26874 ? 88.6843 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 fma (2 threads) 88.7 GFLOP/s", \
    (x >= 0.291442 ? 96.1759 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 fma+add (2 threads) 96.2 GFLOP/s", \
    (x >= 0.142735 ? 47.1025 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 mul (2 threads) 47.1 GFLOP/s", \
    (x >= 0.0354727 ? 11.706 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar add (2 threads) 11.7 GFLOP/s", \
    (x >= 0.0711212 ? 23.47 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar fma (2 threads) 23.5 GFLOP/s", \
    (x >= 0.0681215 ? 22.4801 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar fma+add (2 threads) 22.5 GFLOP/s", \
    (x >= 0.035493 ? 11.7127 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar mul (2 threads) 11.7 GFLOP/s", \
    (x * 323.602 <= 197.569 ? x * 323.602 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L1 (2 threads) 324 GB/s", \
    (x * 232.432 <= 197.569 ? x * 232.432 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L2 (2 threads) 232 GB/s", \
    (x * 138.539 <= 197.569 ? x * 138.539 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L3 (2 threads) 139 GB/s", \
    (x * 34.1391 <= 197.569 ? x * 34.1391 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: DRAM (2 threads) 34.1 GB/s", \
    (x >= 0.299725 ? 96.9916 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 add (2 threads) 97.0 GFLOP/s", \
    (x >= 0.574811 ? 186.01 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 fma (2 threads) 186 GFLOP/s", \
    (x >= 0.610531 ? 197.569 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 fma+add (2 threads) 198 GFLOP/s", \
    (x >= 0.292378 ? 94.6142 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 mul (2 threads) 94.6 GFLOP/s", \
    (x >= 0.0361991 ? 11.7141 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar add (2 threads) 11.7 GFLOP/s", \
    (x >= 0.0724563 ? 23.447 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar fma (2 threads) 23.4 GFLOP/s", \
    (x >= 0.070774 ? 22.9026 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar fma+add (2 threads) 22.9 GFLOP/s", \
    (x >= 0.0364927 ? 11.8091 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar mul (2 threads) 11.8 GFLOP/s", \
    (x >= 0.14321 ? 46.343 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 add (2 threads) 46.3 GFLOP/s", \
    (x >= 0.292187 ? 94.5522 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 fma (2 threads) 94.6 GFLOP/s", \
    (x >= 0.311682 ? 100.861 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 fma+add (2 threads) 101 GFLOP/s", \
    (x >= 0.148751 ? 48.136 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 mul (2 threads) 48.1 GFLOP/s", \
    (x >= 0.0366237 ? 11.8515 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar add (2 threads) 11.9 GFLOP/s", \
    (x >= 0.072714 ? 23.5304 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar fma (2 threads) 23.5 GFLOP/s", \
    (x >= 0.0765255 ? 24.7638 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar fma+add (2 threads) 24.8 GFLOP/s", \
    (x >= 0.0369438 ? 11.9551 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar mul (2 threads) 12.0 GFLOP/s", \
    (x * 342.612 <= 205.965 ? x * 342.612 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L1 (2 threads) 343 GB/s", \
    (x * 238.317 <= 205.965 ? x * 238.317 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L2 (2 threads) 238 GB/s", \
    (x * 186.426 <= 205.965 ? x * 186.426 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L3 (2 threads) 186 GB/s", \
    (x * 33.7649 <= 205.965 ? x * 33.7649 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: DRAM (2 threads) 33.8 GB/s", \
    (x >= 0.271134 ? 92.8936 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 add (2 threads) 92.9 GFLOP/s", \
    (x >= 0.542313 ? 185.803 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 fma (2 threads) 186 GFLOP/s", \
    (x >= 0.601161 ? 205.965 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 fma+add (2 threads) 206 GFLOP/s", \
    (x >= 0.256203 ? 87.7783 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 mul (2 threads) 87.8 GFLOP/s", \
    (x >= 0.0350493 ? 12.0083 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar add (2 threads) 12.0 GFLOP/s", \
    (x >= 0.0664956 ? 22.7822 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar fma (2 threads) 22.8 GFLOP/s", \
    (x >= 0.0681868 ? 23.3616 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar fma+add (2 threads) 23.4 GFLOP/s", \
    (x >= 0.0344141 ? 11.7907 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar mul (2 threads) 11.8 GFLOP/s", \
    (x >= 0.135012 ? 46.2567 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 add (2 threads) 46.3 GFLOP/s", \
    (x >= 0.266186 ? 91.1984 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 fma (2 threads) 91.2 GFLOP/s", \
    (x >= 0.281304 ? 96.378 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 fma+add (2 threads) 96.4 GFLOP/s", \
    (x >= 0.136087 ? 46.6251 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 mul (2 threads) 46.6 GFLOP/s", \
    (x >= 0.0336672 ? 11.5348 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar add (2 threads) 11.5 GFLOP/s", \
    (x >= 0.0683908 ? 23.4315 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar fma (2 threads) 23.4 GFLOP/s", \
    (x >= 0.0740371 ? 25.366 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar fma+add (2 threads) 25.4 GFLOP/s", \
    (x >= 0.0346494 ? 11.8713 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar mul (2 threads) 11.9 GFLOP/s", \
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
