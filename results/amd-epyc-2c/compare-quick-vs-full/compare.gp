# Roofs of several runs overlaid: A = results/amd-epyc-2c/2026-11-30T03-01-21Z; B = results/amd-epyc-2c/2026-11-30T03-19-52Z;
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
  set label 1 "A: ridge f32 / DRAM: 3.40 FLOP/B" at 3.40397,90.7596 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "A: ridge f64 / DRAM: 1.70 FLOP/B" at 1.70066,45.3444 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 3 "B: ridge f32 / DRAM: 3.49 FLOP/B" at 3.49159,94.8313 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 4 "B: ridge f64 / DRAM: 1.72 FLOP/B" at 1.72025,46.7218 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 188.398 <= 92.7518 ? x * 188.398 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L1 (1 thread) 188 GB/s", \
    (x * 130.685 <= 92.7518 ? x * 130.685 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L2 (1 thread) 131 GB/s", \
    (x * 92.0749 <= 92.7518 ? x * 92.0749 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L3 (1 thread) 92.1 GB/s", \
    (x * 26.6629 <= 92.7518 ? x * 26.6629 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: DRAM (1 thread) 26.7 GB/s", \
    (x >= 0.242177 ? 45.6257 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 add (1 thread) 45.6 GFLOP/s", \
    (x >= 0.481744 ? 90.7596 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma (1 thread) 90.8 GFLOP/s", \
    (x >= 0.492318 ? 92.7518 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma+add (1 thread) 92.8 GFLOP/s", \
    (x >= 0.249906 ? 47.0817 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 mul (1 thread) 47.1 GFLOP/s", \
    (x >= 0.0306211 ? 5.76896 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar add (1 thread) 5.77 GFLOP/s", \
    (x >= 0.0619869 ? 11.6782 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma (1 thread) 11.7 GFLOP/s", \
    (x >= 0.0658776 ? 12.4112 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma+add (1 thread) 12.4 GFLOP/s", \
    (x >= 0.030589 ? 5.76291 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar mul (1 thread) 5.76 GFLOP/s", \
    (x >= 0.12512 ? 23.5724 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 add (1 thread) 23.6 GFLOP/s", \
    (x >= 0.240684 ? 45.3444 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma (1 thread) 45.3 GFLOP/s", \
    (x >= 0.269377 ? 50.7501 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma+add (1 thread) 50.8 GFLOP/s", \
    (x >= 0.120156 ? 22.6372 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 mul (1 thread) 22.6 GFLOP/s", \
    (x >= 0.031266 ? 5.89045 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar add (1 thread) 5.89 GFLOP/s", \
    (x >= 0.0610723 ? 11.5059 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma (1 thread) 11.5 GFLOP/s", \
    (x >= 0.0637087 ? 12.0026 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma+add (1 thread) 12.0 GFLOP/s", \
    (x >= 0.030665 ? 5.77722 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar mul (1 thread) 5.78 GFLOP/s", \
    (x * 245.458 <= 109.338 ? x * 245.458 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L1 (1 thread) 245 GB/s", \
    (x * 138.112 <= 109.338 ? x * 138.112 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L2 (1 thread) 138 GB/s", \
    (x * 100.116 <= 109.338 ? x * 100.116 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L3 (1 thread) 100 GB/s", \
    (x * 27.1599 <= 109.338 ? x * 27.1599 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: DRAM (1 thread) 27.2 GB/s", \
    (x >= 0.188746 ? 46.3292 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 add (1 thread) 46.3 GFLOP/s", \
    (x >= 0.386344 ? 94.8313 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma (1 thread) 94.8 GFLOP/s", \
    (x >= 0.445445 ? 109.338 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma+add (1 thread) 109 GFLOP/s", \
    (x >= 0.188026 ? 46.1524 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 mul (1 thread) 46.2 GFLOP/s", \
    (x >= 0.0238948 ? 5.86518 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar add (1 thread) 5.87 GFLOP/s", \
    (x >= 0.0473409 ? 11.6202 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma (1 thread) 11.6 GFLOP/s", \
    (x >= 0.0583187 ? 14.3148 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma+add (1 thread) 14.3 GFLOP/s", \
    (x >= 0.0238204 ? 5.8469 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar mul (1 thread) 5.85 GFLOP/s", \
    (x >= 0.095321 ? 23.3973 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 add (1 thread) 23.4 GFLOP/s", \
    (x >= 0.190345 ? 46.7218 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma (1 thread) 46.7 GFLOP/s", \
    (x >= 0.217166 ? 53.3051 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma+add (1 thread) 53.3 GFLOP/s", \
    (x >= 0.0965151 ? 23.6904 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 mul (1 thread) 23.7 GFLOP/s", \
    (x >= 0.0243231 ? 5.9703 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar add (1 thread) 5.97 GFLOP/s", \
    (x >= 0.0475442 ? 11.6701 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma (1 thread) 11.7 GFLOP/s", \
    (x >= 0.0566382 ? 13.9023 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma+add (1 thread) 13.9 GFLOP/s", \
    (x >= 0.0239528 ? 5.8794 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar mul (1 thread) 5.88 GFLOP/s", \
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
  set label 1 "A: ridge f32 / DRAM: 5.06 FLOP/B" at 5.05664,168.471 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "A: ridge f64 / DRAM: 2.73 FLOP/B" at 2.73015,90.9597 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 3 "B: ridge f32 / DRAM: 3.54 FLOP/B" at 3.54423,174.158 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 4 "B: ridge f64 / DRAM: 1.82 FLOP/B" at 1.8174,89.3042 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 332.694 <= 186.91 ? x * 332.694 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L1 (2 threads) 333 GB/s", \
    (x * 222.838 <= 186.91 ? x * 222.838 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L2 (2 threads) 223 GB/s", \
    (x * 152.975 <= 186.91 ? x * 152.975 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: L3 (2 threads) 153 GB/s", \
    (x * 33.3168 <= 186.91 ? x * 33.3168 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#1f77b4" title "A: DRAM (2 threads) 33.3 GB/s", \
    (x >= 0.268482 ? 89.3225 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 add (2 threads) 89.3 GFLOP/s", \
    (x >= 0.506384 ? 168.471 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma (2 threads) 168 GFLOP/s", \
    (x >= 0.561808 ? 186.91 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 fma+add (2 threads) 187 GFLOP/s", \
    (x >= 0.273047 ? 90.841 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 avx2 mul (2 threads) 90.8 GFLOP/s", \
    (x >= 0.0347328 ? 11.5554 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar add (2 threads) 11.6 GFLOP/s", \
    (x >= 0.0657977 ? 21.8905 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma (2 threads) 21.9 GFLOP/s", \
    (x >= 0.0687638 ? 22.8773 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar fma+add (2 threads) 22.9 GFLOP/s", \
    (x >= 0.0335636 ? 11.1664 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f32 scalar mul (2 threads) 11.2 GFLOP/s", \
    (x >= 0.129859 ? 43.2033 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 add (2 threads) 43.2 GFLOP/s", \
    (x >= 0.273403 ? 90.9597 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma (2 threads) 91.0 GFLOP/s", \
    (x >= 0.303429 ? 100.949 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 fma+add (2 threads) 101 GFLOP/s", \
    (x >= 0.131314 ? 43.6874 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 avx2 mul (2 threads) 43.7 GFLOP/s", \
    (x >= 0.0335849 ? 11.1735 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar add (2 threads) 11.2 GFLOP/s", \
    (x >= 0.060485 ? 20.123 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma (2 threads) 20.1 GFLOP/s", \
    (x >= 0.073487 ? 24.4487 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar fma+add (2 threads) 24.4 GFLOP/s", \
    (x >= 0.032798 ? 10.9117 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "A: f64 scalar mul (2 threads) 10.9 GFLOP/s", \
    (x * 323.626 <= 208.354 ? x * 323.626 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L1 (2 threads) 324 GB/s", \
    (x * 234.945 <= 208.354 ? x * 234.945 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L2 (2 threads) 235 GB/s", \
    (x * 179.963 <= 208.354 ? x * 179.963 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: L3 (2 threads) 180 GB/s", \
    (x * 49.1385 <= 208.354 ? x * 49.1385 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#d62728" title "B: DRAM (2 threads) 49.1 GB/s", \
    (x >= 0.275181 ? 89.0556 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 add (2 threads) 89.1 GFLOP/s", \
    (x >= 0.538146 ? 174.158 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma (2 threads) 174 GFLOP/s", \
    (x >= 0.643811 ? 208.354 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 fma+add (2 threads) 208 GFLOP/s", \
    (x >= 0.240926 ? 77.97 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 avx2 mul (2 threads) 78.0 GFLOP/s", \
    (x >= 0.0349382 ? 11.3069 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0695479 ? 22.5075 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma (2 threads) 22.5 GFLOP/s", \
    (x >= 0.0795146 ? 25.733 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar fma+add (2 threads) 25.7 GFLOP/s", \
    (x >= 0.0347936 ? 11.2601 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f32 scalar mul (2 threads) 11.3 GFLOP/s", \
    (x >= 0.141024 ? 45.6389 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 add (2 threads) 45.6 GFLOP/s", \
    (x >= 0.275949 ? 89.3042 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma (2 threads) 89.3 GFLOP/s", \
    (x >= 0.295422 ? 95.6062 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 fma+add (2 threads) 95.6 GFLOP/s", \
    (x >= 0.146125 ? 47.2899 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 avx2 mul (2 threads) 47.3 GFLOP/s", \
    (x >= 0.0347021 ? 11.2305 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar add (2 threads) 11.2 GFLOP/s", \
    (x >= 0.0695951 ? 22.5228 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma (2 threads) 22.5 GFLOP/s", \
    (x >= 0.0851427 ? 27.5544 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar fma+add (2 threads) 27.6 GFLOP/s", \
    (x >= 0.0352632 ? 11.4121 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "B: f64 scalar mul (2 threads) 11.4 GFLOP/s", \
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
