# Rooflines of several runs compared: Zen 4 (A): AMD Zen 4, 2 cores (SMT 1), avx512, 3.65 GHz, L3 32 MiB per domain, VM (KVM), id c60a3ebe  [2026-12-01T13-57-59Z]; Zen 5 (B): AMD Zen 5, 2 cores (SMT 1), avx512, 4.15 GHz, L3 32 MiB per domain, VM (KVM), id a3139eb4  [2026-11-30T12-44-20Z];
# Written by cpuroof; edit freely. Render in this folder with:  gnuplot compare.gp
# It writes compare.svg and compare.png. One colour per run. Roofs are line segments (set arrow, values
# in GFLOP/s and GB/s), labelled where cpuroof found room on a 1200x1396 canvas with the margins below
# (change those and the labels may overlap); kernel points are read from the .dat files beside this script.
set encoding utf8
set format x "%g"
set format y "%g"
set style textbox opaque noborder margins 0.5,0.5
do for [format in "svg png"] {
  if (format eq "svg") {
    set terminal svg size 1200,1396 dynamic noenhanced font "sans,11"
  } else {
    if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
      set terminal pngcairo size 1200,1396 noenhanced font "sans,10"
    } else {
      set terminal png size 1200,1396 noenhanced
    }
  }
  set output "compare." . format
  set multiplot
  # compared at 1 thread
  set border 31
  set xtics
  set ytics
  set mxtics
  set mytics
  set logscale xy 10
  set xlabel "arithmetic intensity (FLOP/byte)"
  set ylabel "performance (GFLOP/s)"
  set grid xtics ytics mxtics mytics linecolor rgb "#dddddd"
  unset key
  set lmargin at screen 0.0667
  set rmargin at screen 0.9800
  set tmargin at screen 0.8926
  set bmargin at screen 0.4986
  set title "compared at 1 thread"
  set xrange [0.01:10000]
  set yrange [0.2:1000]
  unset arrow
  unset label
  set arrow 1 from 1.63621,466.842 to 10000,466.842 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#1f77b4"
  set arrow 2 from 0.405205,266.519 to 10000,266.519 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#d62728"
  set arrow 3 from 0.819535,233.829 to 10000,233.829 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#1f77b4"
  set arrow 4 from 0.20271,133.33 to 10000,133.33 nohead back linewidth 2.5 dashtype solid linecolor rgb "#d62728"
  set arrow 5 from 0.41081,117.212 to 10000,117.212 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#1f77b4"
  set arrow 6 from 0.204822,58.4395 to 10000,58.4395 nohead back linewidth 2.5 dashtype solid linecolor rgb "#1f77b4"
  set arrow 7 from 0.01,2.85319 to 1.63621,466.842 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 8 from 0.01,6.57738 to 0.405205,266.519 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set arrow 9 from 0.01,2.30357 to 2.0266,466.842 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 10 from 0.01,3.74831 to 0.711038,266.519 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set arrow 11 from 0.01,1.76518 to 2.64473,466.842 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 12 from 0.01,2.33614 to 1.14085,266.519 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set arrow 13 from 0.01,0.492025 to 9.48818,466.842 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 14 from 0.01,0.649651 to 4.1025,266.519 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set label 1 "Zen 4 i8 avx512_vnni dot 467 GOP/s" at 540.609,544.528 left rotate by 0.00 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 2 "Zen 5 f32 avx512 267 GFLOP/s" at 838.67,310.87 left rotate by 0.00 front boxed textcolor rgb "#d62728" font ",9"
  set label 3 "Zen 4 bf16 avx512_bf16 dot 234 GFLOP/s" at 364.932,200.469 left rotate by 0.00 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 4 "Zen 5 f64 avx512 133 GFLOP/s" at 838.67,155.517 left rotate by 0.00 front boxed textcolor rgb "#d62728" font ",9"
  set label 5 "Zen 4 f32 avx512 117 GFLOP/s" at 838.67,100.49 left rotate by 0.00 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 6 "Zen 4 f64 avx512 58.4 GFLOP/s" at 799.283,68.1643 left rotate by 0.00 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 7 "Zen 4 L1 285 GB/s" at 0.027158,9.44988 left rotate by 39.15 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 8 "Zen 5 L1 658 GB/s" at 0.112329,90.1037 left rotate by 39.15 front boxed textcolor rgb "#d62728" font ",9"
  set label 9 "Zen 4 L2 230 GB/s" at 0.0121913,2.30278 left rotate by 39.15 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 10 "Zen 5 L2 375 GB/s" at 0.0771122,35.2498 left rotate by 39.15 front boxed textcolor rgb "#d62728" font ",9"
  set label 11 "Zen 4 L3 177 GB/s" at 0.0457295,6.61892 left rotate by 39.15 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 12 "Zen 5 L3 234 GB/s" at 0.123726,35.2498 left rotate by 39.15 front boxed textcolor rgb "#d62728" font ",9"
  set label 13 "Zen 4 DRAM 49.2 GB/s" at 0.0154544,0.623508 left rotate by 39.15 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 14 "Zen 5 DRAM 65.0 GB/s" at 0.0184372,1.46074 left rotate by 39.15 front boxed textcolor rgb "#d62728" font ",9"
  set label 15 "" at 1.18773,58.4395 point pointtype 6 pointsize 1.8 linecolor rgb "#1f77b4" front
  set label 16 "" at 2.05233,133.33 point pointtype 6 pointsize 1.8 linecolor rgb "#d62728" front
  plot \
    "compare-points-A-t1.dat" using 1:2:3 with points pointtype variable pointsize 0.7 linecolor rgb "#661f77b4" notitle, \
    "compare-points-B-t1.dat" using 1:2:3 with points pointtype variable pointsize 0.7 linecolor rgb "#66d62728" notitle
  # compared at 2 threads
  set border 31
  set xtics
  set ytics
  set mxtics
  set mytics
  set logscale xy 10
  set xlabel "arithmetic intensity (FLOP/byte)"
  set ylabel "performance (GFLOP/s)"
  set grid xtics ytics mxtics mytics linecolor rgb "#dddddd"
  unset key
  set lmargin at screen 0.0667
  set rmargin at screen 0.9800
  set tmargin at screen 0.4341
  set bmargin at screen 0.0401
  set title "compared at 2 threads"
  set xrange [0.01:10000]
  set yrange [0.5:2000]
  unset arrow
  unset label
  set arrow 1 from 1.68856,928.878 to 10000,928.878 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#1f77b4"
  set arrow 2 from 0.421599,529.769 to 10000,529.769 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#d62728"
  set arrow 3 from 0.843534,464.028 to 10000,464.028 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#1f77b4"
  set arrow 4 from 0.210872,264.975 to 10000,264.975 nohead back linewidth 2.5 dashtype solid linecolor rgb "#d62728"
  set arrow 5 from 0.417388,229.605 to 10000,229.605 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#1f77b4"
  set arrow 6 from 0.210722,115.918 to 10000,115.918 nohead back linewidth 2.5 dashtype solid linecolor rgb "#1f77b4"
  set arrow 7 from 0.01,5.501 to 1.68856,928.878 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 8 from 0.01,12.5657 to 0.421599,529.769 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set arrow 9 from 0.01,4.14758 to 2.23957,928.878 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 10 from 0.01,7.18408 to 0.737421,529.769 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set arrow 11 from 0.01,3.39842 to 2.73326,928.878 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 12 from 0.01,4.46196 to 1.1873,529.769 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set arrow 13 from 0.01,0.614838 to 15.1077,928.878 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 14 from 0.01,0.711188 to 7.44907,529.769 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set label 1 "Zen 4 i8 avx512_vnni dot 929 GOP/s" at 540.609,1079.09 left rotate by 0.00 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 2 "Zen 5 f32 avx512 530 GFLOP/s" at 838.67,615.44 left rotate by 0.00 front boxed textcolor rgb "#d62728" font ",9"
  set label 3 "Zen 4 bf16 avx512_bf16 dot 464 GFLOP/s" at 364.932,399.434 left rotate by 0.00 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 4 "Zen 5 f64 avx512 265 GFLOP/s" at 838.67,307.825 left rotate by 0.00 front boxed textcolor rgb "#d62728" font ",9"
  set label 5 "Zen 4 f32 avx512 230 GFLOP/s" at 838.67,197.643 left rotate by 0.00 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 6 "Zen 4 f64 avx512 116 GFLOP/s" at 838.67,134.664 left rotate by 0.00 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 7 "Zen 4 L1 550 GB/s" at 0.117635,78.6726 left rotate by 39.89 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 8 "Zen 5 L1 1257 GB/s" at 0.109825,167.779 left rotate by 39.89 front boxed textcolor rgb "#d62728" font ",9"
  set label 9 "Zen 4 L2 415 GB/s" at 0.0201983,6.89068 left rotate by 39.89 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 10 "Zen 5 L2 718 GB/s" at 0.0322938,28.2057 left rotate by 39.89 front boxed textcolor rgb "#d62728" font ",9"
  set label 11 "Zen 4 L3 340 GB/s" at 0.111449,31.1535 left rotate by 39.89 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 12 "Zen 5 L3 446 GB/s" at 0.0412247,22.363 left rotate by 39.89 front boxed textcolor rgb "#d62728" font ",9"
  set label 13 "Zen 4 DRAM 61.5 GB/s" at 0.0147835,0.747636 left rotate by 39.89 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 14 "Zen 5 DRAM 71.1 GB/s" at 0.0198115,1.71296 left rotate by 39.89 front boxed textcolor rgb "#d62728" font ",9"
  set label 15 "" at 1.88534,115.918 point pointtype 6 pointsize 1.8 linecolor rgb "#1f77b4" front
  set label 16 "" at 3.72581,264.975 point pointtype 6 pointsize 1.8 linecolor rgb "#d62728" front
  plot \
    "compare-points-A-t2.dat" using 1:2:3 with points pointtype variable pointsize 0.7 linecolor rgb "#661f77b4" notitle, \
    "compare-points-B-t2.dat" using 1:2:3 with points pointtype variable pointsize 0.7 linecolor rgb "#66d62728" notitle
  # the key
  unset logscale
  unset border
  unset tics
  unset xlabel
  unset ylabel
  unset grid
  unset title
  unset arrow
  unset label
  set xrange [0:1]
  set yrange [0:1]
  set lmargin at screen 0
  set rmargin at screen 1
  set tmargin at screen 1
  set bmargin at screen 0.9169
  set label 1 "One colour per run. Each run: best FMA roof per dtype (f64 solid, f32 dashed), best bandwidth per memory level, circle at the f64 ridge over the slowest level." at screen 0.0667,0.9885 left font ",10"
  set key at screen 0.0667,0.9799 left top vertical Left reverse samplen 4 spacing 1.2 font ",10" noautotitle
  plot \
    NaN with lines linewidth 3 linecolor rgb "#1f77b4" title "Zen 4 (A): AMD Zen 4, 2 cores (SMT 1), avx512, 3.65 GHz, L3 32 MiB per domain, VM (KVM), id c60a3ebe  [2026-12-01T13-57-59Z]", \
    NaN with lines linewidth 3 linecolor rgb "#d62728" title "Zen 5 (B): AMD Zen 5, 2 cores (SMT 1), avx512, 4.15 GHz, L3 32 MiB per domain, VM (KVM), id a3139eb4  [2026-11-30T12-44-20Z]"
  unset label
  set key at screen 0.0667,0.9484 left top horizontal Left reverse samplen 4 spacing 1.2 width 1 font ",10" maxcols 10
  plot \
    NaN with lines linewidth 2.5 dashtype solid linecolor rgb "black" title "f64 peak", \
    NaN with lines linewidth 1.8 dashtype (8,5) linecolor rgb "black" title "f32 peak", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "black" title "blas1", \
    NaN with points pointtype 5 pointsize 1 linecolor rgb "black" title "gemv", \
    NaN with points pointtype 9 pointsize 1 linecolor rgb "black" title "outer", \
    NaN with points pointtype 11 pointsize 1 linecolor rgb "black" title "tiny", \
    NaN with points pointtype 13 pointsize 1 linecolor rgb "black" title "gemm", \
    NaN with points pointtype 15 pointsize 1 linecolor rgb "black" title "intensity", \
    NaN with points pointtype 3 pointsize 1 linecolor rgb "black" title "fusion"
  unset multiplot
  set output
}
