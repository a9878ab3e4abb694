# Roofs of several runs overlaid: A = results/amd-epyc-2c/2026-11-30T02-57-33Z; B = results/amd-epyc-2c/2026-11-30T02-58-31Z; C = results/amd-epyc-2c/2026-11-30T02-59-31Z; D = results/amd-epyc-2c/2026-11-30T03-00-27Z; E = results/amd-epyc-2c/2026-11-30T03-01-21Z;
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
  set label 1 "A: ridge f32 / DRAM: 3.71 FLOP/B" at 3.71135,91.2294 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "A: ridge f64 / DRAM: 1.77 FLOP/B" at 1.76772,43.4527 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 3 "B: ridge f32 / DRAM: 3.53 FLOP/B" at 3.53104,91.4881 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 4 "B: ridge f64 / DRAM: 1.74 FLOP/B" at 1.73643,44.9904 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 5 "C: ridge f32 / DRAM: 3.22 FLOP/B" at 3.21741,92.0024 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 6 "C: ridge f64 / DRAM: 1.61 FLOP/B" at 1.61382,46.1476 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 7 "D: ridge f32 / DRAM: 3.48 FLOP/B" at 3.48319,91.386 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 8 "D: ridge f64 / DRAM: 1.74 FLOP/B" at 1.74404,45.7572 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 9 "E: ridge f32 / DRAM: 3.40 FLOP/B" at 3.40397,90.7596 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 10 "E: ridge f64 / DRAM: 1.70 FLOP/B" at 1.70066,45.3444 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 171.375 <= 96.4385 ? x * 171.375 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L1 (1 thread) 171 GB/s", \
    (x * 127.333 <= 96.4385 ? x * 127.333 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L2 (1 thread) 127 GB/s", \
    (x * 80.1511 <= 96.4385 ? x * 80.1511 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L3 (1 thread) 80.2 GB/s", \
    (x * 24.5812 <= 96.4385 ? x * 24.5812 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: DRAM (1 thread) 24.6 GB/s", \
    (x >= 0.268753 ? 46.0576 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 add (1 thread) 46.1 GFLOP/s", \
    (x >= 0.532338 ? 91.2294 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma (1 thread) 91.2 GFLOP/s", \
    (x >= 0.562734 ? 96.4385 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma+add (1 thread) 96.4 GFLOP/s", \
    (x >= 0.260324 ? 44.613 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 mul (1 thread) 44.6 GFLOP/s", \
    (x >= 0.0341696 ? 5.85582 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar add (1 thread) 5.86 GFLOP/s", \
    (x >= 0.0667962 ? 11.4472 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma (1 thread) 11.4 GFLOP/s", \
    (x >= 0.076129 ? 13.0466 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma+add (1 thread) 13.0 GFLOP/s", \
    (x >= 0.0334475 ? 5.73207 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar mul (1 thread) 5.73 GFLOP/s", \
    (x >= 0.137303 ? 23.5303 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 add (1 thread) 23.5 GFLOP/s", \
    (x >= 0.253553 ? 43.4527 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma (1 thread) 43.5 GFLOP/s", \
    (x >= 0.300749 ? 51.5408 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma+add (1 thread) 51.5 GFLOP/s", \
    (x >= 0.13228 ? 22.6694 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 mul (1 thread) 22.7 GFLOP/s", \
    (x >= 0.0337989 ? 5.79229 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar add (1 thread) 5.79 GFLOP/s", \
    (x >= 0.0661187 ? 11.3311 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma (1 thread) 11.3 GFLOP/s", \
    (x >= 0.0698165 ? 11.9648 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma+add (1 thread) 12.0 GFLOP/s", \
    (x >= 0.0337992 ? 5.79234 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar mul (1 thread) 5.79 GFLOP/s", \
    (x * 203.222 <= 91.4881 ? x * 203.222 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L1 (1 thread) 203 GB/s", \
    (x * 126.778 <= 91.4881 ? x * 126.778 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L2 (1 thread) 127 GB/s", \
    (x * 92.5892 <= 91.4881 ? x * 92.5892 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L3 (1 thread) 92.6 GB/s", \
    (x * 25.9097 <= 91.4881 ? x * 25.9097 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: DRAM (1 thread) 25.9 GB/s", \
    (x >= 0.222445 ? 45.2057 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 add (1 thread) 45.2 GFLOP/s", \
    (x >= 0.450188 ? 91.4881 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma (1 thread) 91.5 GFLOP/s", \
    (x >= 0.433327 ? 88.0616 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma+add (1 thread) 88.1 GFLOP/s", \
    (x >= 0.224214 ? 45.5652 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 mul (1 thread) 45.6 GFLOP/s", \
    (x >= 0.0283109 ? 5.75339 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar add (1 thread) 5.75 GFLOP/s", \
    (x >= 0.0556657 ? 11.3125 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma (1 thread) 11.3 GFLOP/s", \
    (x >= 0.0662428 ? 13.462 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma+add (1 thread) 13.5 GFLOP/s", \
    (x >= 0.0282155 ? 5.73401 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar mul (1 thread) 5.73 GFLOP/s", \
    (x >= 0.114999 ? 23.3704 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 add (1 thread) 23.4 GFLOP/s", \
    (x >= 0.221385 ? 44.9904 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma (1 thread) 45.0 GFLOP/s", \
    (x >= 0.247567 ? 50.311 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma+add (1 thread) 50.3 GFLOP/s", \
    (x >= 0.113698 ? 23.1059 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 mul (1 thread) 23.1 GFLOP/s", \
    (x >= 0.0283334 ? 5.75797 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar add (1 thread) 5.76 GFLOP/s", \
    (x >= 0.056053 ? 11.3912 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma (1 thread) 11.4 GFLOP/s", \
    (x >= 0.064122 ? 13.031 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma+add (1 thread) 13.0 GFLOP/s", \
    (x >= 0.027531 ? 5.5949 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar mul (1 thread) 5.59 GFLOP/s", \
    (x * 240.201 <= 92.0024 ? x * 240.201 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L1 (1 thread) 240 GB/s", \
    (x * 133.018 <= 92.0024 ? x * 133.018 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L2 (1 thread) 133 GB/s", \
    (x * 95.8454 <= 92.0024 ? x * 95.8454 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L3 (1 thread) 95.8 GB/s", \
    (x * 28.5952 <= 92.0024 ? x * 28.5952 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: DRAM (1 thread) 28.6 GB/s", \
    (x >= 0.18848 ? 45.273 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 add (1 thread) 45.3 GFLOP/s", \
    (x >= 0.383023 ? 92.0024 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 fma (1 thread) 92.0 GFLOP/s", \
    (x >= 0.379625 ? 91.1864 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 fma+add (1 thread) 91.2 GFLOP/s", \
    (x >= 0.194775 ? 46.7852 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 mul (1 thread) 46.8 GFLOP/s", \
    (x >= 0.024582 ? 5.90462 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar add (1 thread) 5.90 GFLOP/s", \
    (x >= 0.0487983 ? 11.7214 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar fma (1 thread) 11.7 GFLOP/s", \
    (x >= 0.0529311 ? 12.7141 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar fma+add (1 thread) 12.7 GFLOP/s", \
    (x >= 0.0238831 ? 5.73675 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar mul (1 thread) 5.74 GFLOP/s", \
    (x >= 0.0960013 ? 23.0596 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 add (1 thread) 23.1 GFLOP/s", \
    (x >= 0.192121 ? 46.1476 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 fma (1 thread) 46.1 GFLOP/s", \
    (x >= 0.226555 ? 54.4188 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 fma+add (1 thread) 54.4 GFLOP/s", \
    (x >= 0.0959584 ? 23.0493 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 mul (1 thread) 23.0 GFLOP/s", \
    (x >= 0.0239054 ? 5.74209 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar add (1 thread) 5.74 GFLOP/s", \
    (x >= 0.0483137 ? 11.605 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar fma (1 thread) 11.6 GFLOP/s", \
    (x >= 0.0470947 ? 11.3122 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar fma+add (1 thread) 11.3 GFLOP/s", \
    (x >= 0.0243626 ? 5.85193 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar mul (1 thread) 5.85 GFLOP/s", \
    (x * 173.456 <= 92.67 ? x * 173.456 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L1 (1 thread) 173 GB/s", \
    (x * 132.468 <= 92.67 ? x * 132.468 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L2 (1 thread) 132 GB/s", \
    (x * 92.4022 <= 92.67 ? x * 92.4022 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L3 (1 thread) 92.4 GB/s", \
    (x * 26.2363 <= 92.67 ? x * 26.2363 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: DRAM (1 thread) 26.2 GB/s", \
    (x >= 0.265739 ? 46.0941 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 add (1 thread) 46.1 GFLOP/s", \
    (x >= 0.526854 ? 91.386 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 fma (1 thread) 91.4 GFLOP/s", \
    (x >= 0.534257 ? 92.67 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 fma+add (1 thread) 92.7 GFLOP/s", \
    (x >= 0.268024 ? 46.4903 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 mul (1 thread) 46.5 GFLOP/s", \
    (x >= 0.0332913 ? 5.77458 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar add (1 thread) 5.77 GFLOP/s", \
    (x >= 0.0665835 ? 11.5493 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar fma (1 thread) 11.5 GFLOP/s", \
    (x >= 0.0703452 ? 12.2018 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar fma+add (1 thread) 12.2 GFLOP/s", \
    (x >= 0.0336828 ? 5.84249 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar mul (1 thread) 5.84 GFLOP/s", \
    (x >= 0.138107 ? 23.9555 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 add (1 thread) 24.0 GFLOP/s", \
    (x >= 0.263797 ? 45.7572 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 fma (1 thread) 45.8 GFLOP/s", \
    (x >= 0.298737 ? 51.8177 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 fma+add (1 thread) 51.8 GFLOP/s", \
    (x >= 0.13584 ? 23.5622 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 mul (1 thread) 23.6 GFLOP/s", \
    (x >= 0.0340074 ? 5.89878 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar add (1 thread) 5.90 GFLOP/s", \
    (x >= 0.066659 ? 11.5624 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar fma (1 thread) 11.6 GFLOP/s", \
    (x >= 0.0716234 ? 12.4235 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar fma+add (1 thread) 12.4 GFLOP/s", \
    (x >= 0.0336776 ? 5.84159 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar mul (1 thread) 5.84 GFLOP/s", \
    (x * 188.398 <= 92.7518 ? x * 188.398 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L1 (1 thread) 188 GB/s", \
    (x * 130.685 <= 92.7518 ? x * 130.685 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L2 (1 thread) 131 GB/s", \
    (x * 92.0749 <= 92.7518 ? x * 92.0749 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L3 (1 thread) 92.1 GB/s", \
    (x * 26.6629 <= 92.7518 ? x * 26.6629 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: DRAM (1 thread) 26.7 GB/s", \
    (x >= 0.242177 ? 45.6257 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 add (1 thread) 45.6 GFLOP/s", \
    (x >= 0.481744 ? 90.7596 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 fma (1 thread) 90.8 GFLOP/s", \
    (x >= 0.492318 ? 92.7518 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 fma+add (1 thread) 92.8 GFLOP/s", \
    (x >= 0.249906 ? 47.0817 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 mul (1 thread) 47.1 GFLOP/s", \
    (x >= 0.0306211 ? 5.76896 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar add (1 thread) 5.77 GFLOP/s", \
    (x >= 0.0619869 ? 11.6782 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar fma (1 thread) 11.7 GFLOP/s", \
    (x >= 0.0658776 ? 12.4112 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar fma+add (1 thread) 12.4 GFLOP/s", \
    (x >= 0.030589 ? 5.76291 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar mul (1 thread) 5.76 GFLOP/s", \
    (x >= 0.12512 ? 23.5724 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 add (1 thread) 23.6 GFLOP/s", \
    (x >= 0.240684 ? 45.3444 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 fma (1 thread) 45.3 GFLOP/s", \
    (x >= 0.269377 ? 50.7501 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 fma+add (1 thread) 50.8 GFLOP/s", \
    (x >= 0.120156 ? 22.6372 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 mul (1 thread) 22.6 GFLOP/s", \
    (x >= 0.031266 ? 5.89045 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar add (1 thread) 5.89 GFLOP/s", \
    (x >= 0.0610723 ? 11.5059 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar fma (1 thread) 11.5 GFLOP/s", \
    (x >= 0.0637087 ? 12.0026 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar fma+add (1 thread) 12.0 GFLOP/s", \
    (x >= 0.030665 ? 5.77722 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar mul (1 thread) 5.78 GFLOP/s", \
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
  set label 1 "A: ridge f32 / DRAM: 4.32 FLOP/B" at 4.32307,158.916 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "A: ridge f64 / DRAM: 2.33 FLOP/B" at 2.32955,85.6341 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 3 "B: ridge f32 / DRAM: 3.72 FLOP/B" at 3.72288,155.525 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 4 "B: ridge f64 / DRAM: 2.01 FLOP/B" at 2.01285,84.088 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 5 "C: ridge f32 / DRAM: 4.98 FLOP/B" at 4.98391,168.633 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 6 "C: ridge f64 / DRAM: 2.54 FLOP/B" at 2.53852,85.8922 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 7 "D: ridge f32 / DRAM: 4.83 FLOP/B" at 4.82901,178.939 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 8 "D: ridge f64 / DRAM: 2.28 FLOP/B" at 2.28022,84.4935 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 9 "E: ridge f32 / DRAM: 5.06 FLOP/B" at 5.05664,168.471 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 10 "E: ridge f64 / DRAM: 2.73 FLOP/B" at 2.73015,90.9597 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 306.705 <= 158.916 ? x * 306.705 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L1 (2 threads) 307 GB/s", \
    (x * 194.761 <= 158.916 ? x * 194.761 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L2 (2 threads) 195 GB/s", \
    (x * 152.692 <= 158.916 ? x * 152.692 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L3 (2 threads) 153 GB/s", \
    (x * 36.76 <= 158.916 ? x * 36.76 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: DRAM (2 threads) 36.8 GB/s", \
    (x >= 0.292824 ? 89.8105 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 add (2 threads) 89.8 GFLOP/s", \
    (x >= 0.51814 ? 158.916 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma (2 threads) 159 GFLOP/s", \
    (x >= 0.472033 ? 144.775 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma+add (2 threads) 145 GFLOP/s", \
    (x >= 0.298467 ? 91.5414 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 mul (2 threads) 91.5 GFLOP/s", \
    (x >= 0.0362042 ? 11.104 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar add (2 threads) 11.1 GFLOP/s", \
    (x >= 0.0682826 ? 20.9426 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma (2 threads) 20.9 GFLOP/s", \
    (x >= 0.0778536 ? 23.8781 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma+add (2 threads) 23.9 GFLOP/s", \
    (x >= 0.0362361 ? 11.1138 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar mul (2 threads) 11.1 GFLOP/s", \
    (x >= 0.144607 ? 44.3516 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 add (2 threads) 44.4 GFLOP/s", \
    (x >= 0.279207 ? 85.6341 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma (2 threads) 85.6 GFLOP/s", \
    (x >= 0.306046 ? 93.8659 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma+add (2 threads) 93.9 GFLOP/s", \
    (x >= 0.143984 ? 44.1607 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 mul (2 threads) 44.2 GFLOP/s", \
    (x >= 0.0353897 ? 10.8542 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar add (2 threads) 10.9 GFLOP/s", \
    (x >= 0.0690934 ? 21.1913 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma (2 threads) 21.2 GFLOP/s", \
    (x >= 0.0714804 ? 21.9234 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma+add (2 threads) 21.9 GFLOP/s", \
    (x >= 0.0368426 ? 11.2998 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar mul (2 threads) 11.3 GFLOP/s", \
    (x * 267.233 <= 170.689 ? x * 267.233 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L1 (2 threads) 267 GB/s", \
    (x * 211.133 <= 170.689 ? x * 211.133 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L2 (2 threads) 211 GB/s", \
    (x * 156.487 <= 170.689 ? x * 156.487 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L3 (2 threads) 156 GB/s", \
    (x * 41.7755 <= 170.689 ? x * 41.7755 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: DRAM (2 threads) 41.8 GB/s", \
    (x >= 0.340993 ? 91.1247 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 add (2 threads) 91.1 GFLOP/s", \
    (x >= 0.581983 ? 155.525 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma (2 threads) 156 GFLOP/s", \
    (x >= 0.638727 ? 170.689 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma+add (2 threads) 171 GFLOP/s", \
    (x >= 0.327209 ? 87.441 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 mul (2 threads) 87.4 GFLOP/s", \
    (x >= 0.0420644 ? 11.241 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar add (2 threads) 11.2 GFLOP/s", \
    (x >= 0.0784604 ? 20.9672 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma (2 threads) 21.0 GFLOP/s", \
    (x >= 0.0873998 ? 23.3561 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma+add (2 threads) 23.4 GFLOP/s", \
    (x >= 0.0411338 ? 10.9923 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar mul (2 threads) 11.0 GFLOP/s", \
    (x >= 0.167133 ? 44.6634 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 add (2 threads) 44.7 GFLOP/s", \
    (x >= 0.314662 ? 84.088 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma (2 threads) 84.1 GFLOP/s", \
    (x >= 0.375264 ? 100.283 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma+add (2 threads) 100 GFLOP/s", \
    (x >= 0.154155 ? 41.1952 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 mul (2 threads) 41.2 GFLOP/s", \
    (x >= 0.0424536 ? 11.345 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0813983 ? 21.7523 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma (2 threads) 21.8 GFLOP/s", \
    (x >= 0.0866566 ? 23.1575 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma+add (2 threads) 23.2 GFLOP/s", \
    (x >= 0.0411734 ? 11.0029 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar mul (2 threads) 11.0 GFLOP/s", \
    (x * 318.509 <= 176.684 ? x * 318.509 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L1 (2 threads) 319 GB/s", \
    (x * 216.615 <= 176.684 ? x * 216.615 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L2 (2 threads) 217 GB/s", \
    (x * 131.588 <= 176.684 ? x * 131.588 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: L3 (2 threads) 132 GB/s", \
    (x * 33.8355 <= 176.684 ? x * 33.8355 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#2ca02c" title "C: DRAM (2 threads) 33.8 GB/s", \
    (x >= 0.28342 ? 90.2717 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 add (2 threads) 90.3 GFLOP/s", \
    (x >= 0.529445 ? 168.633 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 fma (2 threads) 169 GFLOP/s", \
    (x >= 0.554722 ? 176.684 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 fma+add (2 threads) 177 GFLOP/s", \
    (x >= 0.286921 ? 91.3868 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 avx2 mul (2 threads) 91.4 GFLOP/s", \
    (x >= 0.0358561 ? 11.4205 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar add (2 threads) 11.4 GFLOP/s", \
    (x >= 0.0717286 ? 22.8462 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar fma (2 threads) 22.8 GFLOP/s", \
    (x >= 0.075433 ? 24.0261 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar fma+add (2 threads) 24.0 GFLOP/s", \
    (x >= 0.035609 ? 11.3418 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f32 scalar mul (2 threads) 11.3 GFLOP/s", \
    (x >= 0.14376 ? 45.789 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 add (2 threads) 45.8 GFLOP/s", \
    (x >= 0.26967 ? 85.8922 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 fma (2 threads) 85.9 GFLOP/s", \
    (x >= 0.310971 ? 99.0471 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 fma+add (2 threads) 99.0 GFLOP/s", \
    (x >= 0.141937 ? 45.2082 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 avx2 mul (2 threads) 45.2 GFLOP/s", \
    (x >= 0.0346982 ? 11.0517 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar add (2 threads) 11.1 GFLOP/s", \
    (x >= 0.0706005 ? 22.4869 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar fma (2 threads) 22.5 GFLOP/s", \
    (x >= 0.0732912 ? 23.3439 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar fma+add (2 threads) 23.3 GFLOP/s", \
    (x >= 0.0364244 ? 11.6015 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "C: f64 scalar mul (2 threads) 11.6 GFLOP/s", \
    (x * 309.722 <= 178.939 ? x * 309.722 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L1 (2 threads) 310 GB/s", \
    (x * 227.018 <= 178.939 ? x * 227.018 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L2 (2 threads) 227 GB/s", \
    (x * 164.589 <= 178.939 ? x * 164.589 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: L3 (2 threads) 165 GB/s", \
    (x * 37.055 <= 178.939 ? x * 37.055 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9467bd" title "D: DRAM (2 threads) 37.1 GB/s", \
    (x >= 0.292164 ? 90.4896 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 add (2 threads) 90.5 GFLOP/s", \
    (x >= 0.577741 ? 178.939 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 fma (2 threads) 179 GFLOP/s", \
    (x >= 0.576678 ? 178.61 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 fma+add (2 threads) 179 GFLOP/s", \
    (x >= 0.274672 ? 85.072 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 avx2 mul (2 threads) 85.1 GFLOP/s", \
    (x >= 0.0356465 ? 11.0405 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar add (2 threads) 11.0 GFLOP/s", \
    (x >= 0.0728947 ? 22.5771 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar fma (2 threads) 22.6 GFLOP/s", \
    (x >= 0.0792821 ? 24.5554 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar fma+add (2 threads) 24.6 GFLOP/s", \
    (x >= 0.0362083 ? 11.2145 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f32 scalar mul (2 threads) 11.2 GFLOP/s", \
    (x >= 0.145851 ? 45.1732 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 add (2 threads) 45.2 GFLOP/s", \
    (x >= 0.272804 ? 84.4935 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 fma (2 threads) 84.5 GFLOP/s", \
    (x >= 0.318306 ? 98.5863 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 fma+add (2 threads) 98.6 GFLOP/s", \
    (x >= 0.141005 ? 43.6724 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 avx2 mul (2 threads) 43.7 GFLOP/s", \
    (x >= 0.0358664 ? 11.1086 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar add (2 threads) 11.1 GFLOP/s", \
    (x >= 0.0676116 ? 20.9408 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar fma (2 threads) 20.9 GFLOP/s", \
    (x >= 0.0731579 ? 22.6586 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar fma+add (2 threads) 22.7 GFLOP/s", \
    (x >= 0.0354553 ? 10.9813 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "D: f64 scalar mul (2 threads) 11.0 GFLOP/s", \
    (x * 332.694 <= 186.91 ? x * 332.694 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L1 (2 threads) 333 GB/s", \
    (x * 222.838 <= 186.91 ? x * 222.838 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L2 (2 threads) 223 GB/s", \
    (x * 152.975 <= 186.91 ? x * 152.975 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: L3 (2 threads) 153 GB/s", \
    (x * 33.3168 <= 186.91 ? x * 33.3168 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#ff7f0e" title "E: DRAM (2 threads) 33.3 GB/s", \
    (x >= 0.268482 ? 89.3225 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 add (2 threads) 89.3 GFLOP/s", \
    (x >= 0.506384 ? 168.471 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 fma (2 threads) 168 GFLOP/s", \
    (x >= 0.561808 ? 186.91 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 fma+add (2 threads) 187 GFLOP/s", \
    (x >= 0.273047 ? 90.841 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 avx2 mul (2 threads) 90.8 GFLOP/s", \
    (x >= 0.0347328 ? 11.5554 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar add (2 threads) 11.6 GFLOP/s", \
    (x >= 0.0657977 ? 21.8905 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar fma (2 threads) 21.9 GFLOP/s", \
    (x >= 0.0687638 ? 22.8773 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar fma+add (2 threads) 22.9 GFLOP/s", \
    (x >= 0.0335636 ? 11.1664 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f32 scalar mul (2 threads) 11.2 GFLOP/s", \
    (x >= 0.129859 ? 43.2033 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 add (2 threads) 43.2 GFLOP/s", \
    (x >= 0.273403 ? 90.9597 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 fma (2 threads) 91.0 GFLOP/s", \
    (x >= 0.303429 ? 100.949 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 fma+add (2 threads) 101 GFLOP/s", \
    (x >= 0.131314 ? 43.6874 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 avx2 mul (2 threads) 43.7 GFLOP/s", \
    (x >= 0.0335849 ? 11.1735 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar add (2 threads) 11.2 GFLOP/s", \
    (x >= 0.060485 ? 20.123 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar fma (2 threads) 20.1 GFLOP/s", \
    (x >= 0.073487 ? 24.4487 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar fma+add (2 threads) 24.4 GFLOP/s", \
    (x >= 0.032798 ? 10.9117 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "E: f64 scalar mul (2 threads) 10.9 GFLOP/s", \
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
