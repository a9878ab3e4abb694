# Roofs of several runs overlaid: A = results/amd-epyc-2c/2026-11-30T00-58-29Z; B = results/amd-epyc-2c/2026-11-30T01-01-47Z;
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
  set label 1 "A: ridge f32 / DRAM: 4.04 FLOP/B" at 4.04498,93.473 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "A: ridge f64 / DRAM: 1.97 FLOP/B" at 1.96765,45.4692 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 3 "B: ridge f32 / DRAM: 3.70 FLOP/B" at 3.70498,94.4937 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 4 "B: ridge f64 / DRAM: 1.81 FLOP/B" at 1.81378,46.2595 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 172.089 <= 97.075 ? x * 172.089 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L1 (1 thread) 172 GB/s", \
    (x * 103.124 <= 97.075 ? x * 103.124 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L2 (1 thread) 103 GB/s", \
    (x * 90.1949 <= 97.075 ? x * 90.1949 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L3 (1 thread) 90.2 GB/s", \
    (x * 23.1084 <= 97.075 ? x * 23.1084 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: DRAM (1 thread) 23.1 GB/s", \
    (x >= 0.2665 ? 45.8617 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 add (1 thread) 45.9 GFLOP/s", \
    (x >= 0.543167 ? 93.473 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma (1 thread) 93.5 GFLOP/s", \
    (x >= 0.564098 ? 97.075 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma+add (1 thread) 97.1 GFLOP/s", \
    (x >= 0.261566 ? 45.0127 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 mul (1 thread) 45.0 GFLOP/s", \
    (x >= 0.0337364 ? 5.80566 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar add (1 thread) 5.81 GFLOP/s", \
    (x >= 0.0647926 ? 11.1501 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma (1 thread) 11.2 GFLOP/s", \
    (x >= 0.0781026 ? 13.4406 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma+add (1 thread) 13.4 GFLOP/s", \
    (x >= 0.0339492 ? 5.84229 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar mul (1 thread) 5.84 GFLOP/s", \
    (x >= 0.136143 ? 23.4287 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 add (1 thread) 23.4 GFLOP/s", \
    (x >= 0.264219 ? 45.4692 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma (1 thread) 45.5 GFLOP/s", \
    (x >= 0.296398 ? 51.0068 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma+add (1 thread) 51.0 GFLOP/s", \
    (x >= 0.133119 ? 22.9084 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 mul (1 thread) 22.9 GFLOP/s", \
    (x >= 0.032185 ? 5.53869 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar add (1 thread) 5.54 GFLOP/s", \
    (x >= 0.0656102 ? 11.2908 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma (1 thread) 11.3 GFLOP/s", \
    (x >= 0.074408 ? 12.8048 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma+add (1 thread) 12.8 GFLOP/s", \
    (x >= 0.0338126 ? 5.81877 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar mul (1 thread) 5.82 GFLOP/s", \
    (x * 230.259 <= 117.347 ? x * 230.259 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L1 (1 thread) 230 GB/s", \
    (x * 106.276 <= 117.347 ? x * 106.276 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L2 (1 thread) 106 GB/s", \
    (x * 99.449 <= 117.347 ? x * 99.449 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L3 (1 thread) 99.4 GB/s", \
    (x * 25.5045 <= 117.347 ? x * 25.5045 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: DRAM (1 thread) 25.5 GB/s", \
    (x >= 0.204335 ? 47.05 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 add (1 thread) 47.0 GFLOP/s", \
    (x >= 0.41038 ? 94.4937 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma (1 thread) 94.5 GFLOP/s", \
    (x >= 0.50963 ? 117.347 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma+add (1 thread) 117 GFLOP/s", \
    (x >= 0.209016 ? 48.1278 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 mul (1 thread) 48.1 GFLOP/s", \
    (x >= 0.0251307 ? 5.78658 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar add (1 thread) 5.79 GFLOP/s", \
    (x >= 0.0510721 ? 11.7598 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma (1 thread) 11.8 GFLOP/s", \
    (x >= 0.0608458 ? 14.0103 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma+add (1 thread) 14.0 GFLOP/s", \
    (x >= 0.0253203 ? 5.83022 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar mul (1 thread) 5.83 GFLOP/s", \
    (x >= 0.0997503 ? 22.9684 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 add (1 thread) 23.0 GFLOP/s", \
    (x >= 0.200902 ? 46.2595 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma (1 thread) 46.3 GFLOP/s", \
    (x >= 0.258637 ? 59.5534 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma+add (1 thread) 59.6 GFLOP/s", \
    (x >= 0.102285 ? 23.552 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 mul (1 thread) 23.6 GFLOP/s", \
    (x >= 0.0258534 ? 5.95298 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar add (1 thread) 5.95 GFLOP/s", \
    (x >= 0.051535 ? 11.8664 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma (1 thread) 11.9 GFLOP/s", \
    (x >= 0.063789 ? 14.688 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma+add (1 thread) 14.7 GFLOP/s", \
    (x >= 0.0260315 ? 5.99398 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar mul (1 thread) 5.99 GFLOP/s", \
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
  set label 1 "A: ridge f32 / DRAM: 3.41 FLOP/B" at 3.4052,155.833 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "A: ridge f64 / DRAM: 1.80 FLOP/B" at 1.80015,82.3807 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 3 "B: ridge f32 / DRAM: 4.53 FLOP/B" at 4.53403,174.174 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 4 "B: ridge f64 / DRAM: 2.33 FLOP/B" at 2.33166,89.5704 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 280.288 <= 184.073 ? x * 280.288 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L1 (2 threads) 280 GB/s", \
    (x * 189.106 <= 184.073 ? x * 189.106 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L2 (2 threads) 189 GB/s", \
    (x * 127.351 <= 184.073 ? x * 127.351 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L3 (2 threads) 127 GB/s", \
    (x * 45.7632 <= 184.073 ? x * 45.7632 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: DRAM (2 threads) 45.8 GB/s", \
    (x >= 0.323799 ? 90.7569 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 add (2 threads) 90.8 GFLOP/s", \
    (x >= 0.555975 ? 155.833 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma (2 threads) 156 GFLOP/s", \
    (x >= 0.656728 ? 184.073 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma+add (2 threads) 184 GFLOP/s", \
    (x >= 0.302437 ? 84.7696 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 mul (2 threads) 84.8 GFLOP/s", \
    (x >= 0.0395725 ? 11.0917 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar add (2 threads) 11.1 GFLOP/s", \
    (x >= 0.0790776 ? 22.1645 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma (2 threads) 22.2 GFLOP/s", \
    (x >= 0.0811112 ? 22.7345 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma+add (2 threads) 22.7 GFLOP/s", \
    (x >= 0.0376716 ? 10.5589 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar mul (2 threads) 10.6 GFLOP/s", \
    (x >= 0.161321 ? 45.2163 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 add (2 threads) 45.2 GFLOP/s", \
    (x >= 0.293914 ? 82.3807 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma (2 threads) 82.4 GFLOP/s", \
    (x >= 0.358367 ? 100.446 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma+add (2 threads) 100 GFLOP/s", \
    (x >= 0.154785 ? 43.3843 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 mul (2 threads) 43.4 GFLOP/s", \
    (x >= 0.0389271 ? 10.9108 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar add (2 threads) 10.9 GFLOP/s", \
    (x >= 0.0794269 ? 22.2624 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma (2 threads) 22.3 GFLOP/s", \
    (x >= 0.0786991 ? 22.0584 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma+add (2 threads) 22.1 GFLOP/s", \
    (x >= 0.0402654 ? 11.2859 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar mul (2 threads) 11.3 GFLOP/s", \
    (x * 323.308 <= 204.63 ? x * 323.308 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L1 (2 threads) 323 GB/s", \
    (x * 186.256 <= 204.63 ? x * 186.256 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L3 (2 threads) 186 GB/s", \
    (x * 170.223 <= 204.63 ? x * 170.223 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L2 (2 threads) 170 GB/s", \
    (x * 38.4148 <= 204.63 ? x * 38.4148 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: DRAM (2 threads) 38.4 GB/s", \
    (x >= 0.280558 ? 90.7068 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 add (2 threads) 90.7 GFLOP/s", \
    (x >= 0.538725 ? 174.174 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma (2 threads) 174 GFLOP/s", \
    (x >= 0.632926 ? 204.63 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma+add (2 threads) 205 GFLOP/s", \
    (x >= 0.276598 ? 89.4263 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 mul (2 threads) 89.4 GFLOP/s", \
    (x >= 0.035322 ? 11.4199 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar add (2 threads) 11.4 GFLOP/s", \
    (x >= 0.0715785 ? 23.1419 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma (2 threads) 23.1 GFLOP/s", \
    (x >= 0.0811319 ? 26.2306 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma+add (2 threads) 26.2 GFLOP/s", \
    (x >= 0.0345918 ? 11.1838 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar mul (2 threads) 11.2 GFLOP/s", \
    (x >= 0.141532 ? 45.7583 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 add (2 threads) 45.8 GFLOP/s", \
    (x >= 0.277044 ? 89.5704 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma (2 threads) 89.6 GFLOP/s", \
    (x >= 0.32187 ? 104.063 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma+add (2 threads) 104 GFLOP/s", \
    (x >= 0.138247 ? 44.6965 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 mul (2 threads) 44.7 GFLOP/s", \
    (x >= 0.0359113 ? 11.6104 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar add (2 threads) 11.6 GFLOP/s", \
    (x >= 0.0696605 ? 22.5218 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma (2 threads) 22.5 GFLOP/s", \
    (x >= 0.0764182 ? 24.7066 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma+add (2 threads) 24.7 GFLOP/s", \
    (x >= 0.0346558 ? 11.2045 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar mul (2 threads) 11.2 GFLOP/s", \
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
