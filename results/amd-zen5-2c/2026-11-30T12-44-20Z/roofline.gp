# The roofline of results/amd-zen5-2c/2026-11-30T12-44-20Z
# Written by cpuroof; edit freely. Render in this folder with:  gnuplot roofline.gp
# It writes roofline.svg and roofline.png. Roofs are line segments (set arrow; values in GFLOP/s and GB/s):
# per dtype the best compute roof (black; f64 solid, f32 dashed), per memory level the best access kind
# (grey), each labelled where cpuroof found room on a 1200x1280 canvas with the margins below (change those and
# the labels may overlap); a circle marks each dtype's ridge over the slowest level. Kernel points are read
# from the .dat files beside this script: colour = family, shape = implementation.
set encoding utf8
set format x "%g"
set format y "%g"
set style textbox opaque noborder margins 0.5,0.5
do for [format in "svg png"] {
  if (format eq "svg") {
    set terminal svg size 1200,1280 dynamic noenhanced font "sans,11"
  } else {
    if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
      set terminal pngcairo size 1200,1280 noenhanced font "sans,10"
    } else {
      set terminal png size 1200,1280 noenhanced
    }
  }
  set output "roofline." . format
  set multiplot
  # AMD EPYC: 1 thread
  set logscale xy 10
  set xlabel "arithmetic intensity (FLOP/byte)"
  set ylabel "performance (GFLOP/s)"
  set grid xtics ytics mxtics mytics linecolor rgb "#e4e4e4"
  set lmargin at screen 0.0667
  set rmargin at screen 0.8083
  set tmargin at screen 0.9734
  set bmargin at screen 0.5437
  set key at screen 0.8250,0.9734 left top vertical Left reverse samplen 2 spacing 1.2 font ",10" noautotitle
  set title "AMD EPYC: 1 thread"
  set xrange [0.01:10000]
  set yrange [0.2:500]
  unset arrow
  unset label
  set arrow 1 from 0.20271,133.33 to 10000,133.33 nohead back linewidth 2.5 dashtype solid linecolor rgb "#000000"
  set arrow 2 from 0.405205,266.519 to 10000,266.519 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#000000"
  set arrow 3 from 0.01,6.57738 to 0.405205,266.519 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 4 from 0.01,3.74831 to 0.711038,266.519 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 5 from 0.01,2.33614 to 1.14085,266.519 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 6 from 0.01,0.649651 to 4.1025,266.519 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set label 1 "f64 avx512 133 GFLOP/s" at 858.631,153.581 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 2 "f32 avx512 267 GFLOP/s" at 858.631,307 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 3 "L1 add 658 GB/s" at 0.1128,91.4654 left rotate by 47.50 front boxed textcolor rgb "#555555" font ",9"
  set label 4 "L2 axpy 375 GB/s" at 0.0115894,5.3554 left rotate by 47.50 front boxed textcolor rgb "#555555" font ",9"
  set label 5 "L3 update 234 GB/s" at 0.0142908,4.11575 left rotate by 47.50 front boxed textcolor rgb "#555555" font ",9"
  set label 6 "DRAM update 65.0 GB/s" at 0.475018,25.032 left rotate by 47.50 front boxed textcolor rgb "#555555" font ",9"
  set label 7 "f64 ridge (DRAM): 2.05 FLOP/B" at 3.3727,112.406 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 8 "f32 ridge (DRAM): 4.10 FLOP/B" at 1.97448,331.984 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 9 "" at 2.05233,133.33 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 10 "" at 4.1025,266.519 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  plot \
    "roofline-points-t1.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#1f77b4", \
    "roofline-points-t1.dat" index 1 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#d62728", \
    "roofline-points-t1.dat" index 2 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#2ca02c", \
    "roofline-points-t1.dat" index 3 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#9467bd", \
    "roofline-points-t1.dat" index 4 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#ff7f0e", \
    "roofline-points-t1.dat" index 5 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#8c564b", \
    "roofline-points-t1.dat" index 6 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#e377c2", \
    "roofline-points-t1.dat" index 7 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#17becf", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#1f77b4" title "blas1", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#d62728" title "fusion", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#2ca02c" title "gemm", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#9467bd" title "gemv", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#ff7f0e" title "intensity", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#8c564b" title "outer", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#e377c2" title "stream", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#17becf" title "tiny", \
    NaN with points pointtype 9 pointsize 1 linecolor rgb "#555555" title "eigen", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#555555" title "hand", \
    NaN with points pointtype 13 pointsize 1 linecolor rgb "#555555" title "naive", \
    NaN with points pointtype 5 pointsize 1 linecolor rgb "#555555" title "openblas"
  # AMD EPYC: 2 threads
  set logscale xy 10
  set xlabel "arithmetic intensity (FLOP/byte)"
  set ylabel "performance (GFLOP/s)"
  set grid xtics ytics mxtics mytics linecolor rgb "#e4e4e4"
  set lmargin at screen 0.0667
  set rmargin at screen 0.8083
  set tmargin at screen 0.4734
  set bmargin at screen 0.0437
  set key at screen 0.8250,0.4734 left top vertical Left reverse samplen 2 spacing 1.2 font ",10" noautotitle
  set title "AMD EPYC: 2 threads"
  set xrange [0.01:10000]
  set yrange [0.5:1000]
  unset arrow
  unset label
  set arrow 1 from 0.210872,264.975 to 10000,264.975 nohead back linewidth 2.5 dashtype solid linecolor rgb "#000000"
  set arrow 2 from 0.421599,529.769 to 10000,529.769 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#000000"
  set arrow 3 from 0.01,12.5657 to 0.421599,529.769 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 4 from 0.01,7.18408 to 0.737421,529.769 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 5 from 0.01,4.46196 to 1.1873,529.769 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 6 from 0.01,0.711188 to 7.44907,529.769 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set label 1 "f64 avx512 265 GFLOP/s" at 858.631,303.993 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 2 "f32 avx512 530 GFLOP/s" at 858.631,607.778 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 3 "L1 add 1257 GB/s" at 0.110325,170.444 left rotate by 48.32 front boxed textcolor rgb "#555555" font ",9"
  set label 4 "L2 axpy 718 GB/s" at 0.0112961,9.97741 left rotate by 48.32 front boxed textcolor rgb "#555555" font ",9"
  set label 5 "L3 update 446 GB/s" at 0.0158866,8.71517 left rotate by 48.32 front boxed textcolor rgb "#555555" font ",9"
  set label 6 "DRAM axpy 71.1 GB/s" at 0.487502,28.1995 left rotate by 48.32 front boxed textcolor rgb "#555555" font ",9"
  set label 7 "f64 ridge (DRAM): 3.73 FLOP/B" at 6.12281,224.482 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 8 "f32 ridge (DRAM): 7.45 FLOP/B" at 3.58514,655.776 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 9 "" at 3.72581,264.975 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 10 "" at 7.44907,529.769 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  plot \
    "roofline-points-t2.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#1f77b4", \
    "roofline-points-t2.dat" index 1 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#d62728", \
    "roofline-points-t2.dat" index 2 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#2ca02c", \
    "roofline-points-t2.dat" index 3 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#9467bd", \
    "roofline-points-t2.dat" index 4 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#ff7f0e", \
    "roofline-points-t2.dat" index 5 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#8c564b", \
    "roofline-points-t2.dat" index 6 using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb "#e377c2", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#1f77b4" title "blas1", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#d62728" title "fusion", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#2ca02c" title "gemm", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#9467bd" title "gemv", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#ff7f0e" title "intensity", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#8c564b" title "outer", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#e377c2" title "stream", \
    NaN with points pointtype 9 pointsize 1 linecolor rgb "#555555" title "eigen", \
    NaN with points pointtype 7 pointsize 1 linecolor rgb "#555555" title "hand", \
    NaN with points pointtype 13 pointsize 1 linecolor rgb "#555555" title "naive", \
    NaN with points pointtype 5 pointsize 1 linecolor rgb "#555555" title "openblas"
  unset multiplot
  set output
}
