# The roofline of results/amd-zen4-2c/2026-12-01T13-57-59Z
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
  set yrange [0.2:1000]
  unset arrow
  unset label
  set arrow 1 from 0.204822,58.4395 to 10000,58.4395 nohead back linewidth 2.5 dashtype solid linecolor rgb "#000000"
  set arrow 2 from 0.819535,233.829 to 10000,233.829 nohead back linewidth 1.8 dashtype (10,4,2,4) linecolor rgb "#000000"
  set arrow 3 from 0.41081,117.212 to 10000,117.212 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#000000"
  set arrow 4 from 1.63621,466.842 to 10000,466.842 nohead back linewidth 1.8 dashtype (10,4,2,4) linecolor rgb "#000000"
  set arrow 5 from 0.01,2.85319 to 1.63621,466.842 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 6 from 0.01,2.30357 to 2.0266,466.842 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 7 from 0.01,1.76518 to 2.64473,466.842 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 8 from 0.01,0.492025 to 9.48818,466.842 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set label 1 "f64 avx512 58.4 GFLOP/s" at 809.247,68.1643 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 2 "bf16 avx512_bf16 dot 234 GFLOP/s" at 308.164,272.74 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 3 "f32 avx512 117 GFLOP/s" at 858.631,136.717 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 4 "i8 avx512_vnni dot 467 GOP/s" at 499.985,544.528 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 5 "L1 triad 285 GB/s" at 0.409273,145.211 left rotate by 45.07 front boxed textcolor rgb "#555555" font ",9"
  set label 6 "L2 update 230 GB/s" at 0.0135443,2.50902 left rotate by 45.07 front boxed textcolor rgb "#555555" font ",9"
  set label 7 "L3 update 177 GB/s" at 0.0977528,13.876 left rotate by 45.07 front boxed textcolor rgb "#555555" font ",9"
  set label 8 "DRAM update 49.2 GB/s" at 0.264748,10.4753 left rotate by 45.07 front boxed textcolor rgb "#555555" font ",9"
  set label 9 "f64 ridge (DRAM): 1.19 FLOP/B" at 1.95186,48.529 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 10 "bf16 ridge (DRAM): 4.75 FLOP/B" at 7.80983,194.175 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 11 "f32 ridge (DRAM): 2.38 FLOP/B" at 3.91485,97.3346 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 12 "i8 ridge (DRAM): 9.49 OP/B" at 4.97555,592.939 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 13 "" at 1.18773,58.4395 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 14 "" at 4.75238,233.829 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 15 "" at 2.38224,117.212 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 16 "" at 9.48818,466.842 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
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
  set yrange [0.5:2000]
  unset arrow
  unset label
  set arrow 1 from 0.210722,115.918 to 10000,115.918 nohead back linewidth 2.5 dashtype solid linecolor rgb "#000000"
  set arrow 2 from 0.843534,464.028 to 10000,464.028 nohead back linewidth 1.8 dashtype (10,4,2,4) linecolor rgb "#000000"
  set arrow 3 from 0.417388,229.605 to 10000,229.605 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#000000"
  set arrow 4 from 1.68856,928.878 to 10000,928.878 nohead back linewidth 1.8 dashtype (10,4,2,4) linecolor rgb "#000000"
  set arrow 5 from 0.01,5.501 to 1.68856,928.878 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 6 from 0.01,4.14758 to 2.23957,928.878 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 7 from 0.01,3.39842 to 2.73326,928.878 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 8 from 0.01,0.614838 to 15.1077,928.878 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set label 1 "f64 avx512 116 GFLOP/s" at 858.631,134.664 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 2 "bf16 avx512_bf16 dot 464 GFLOP/s" at 308.164,539.068 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 3 "f32 avx512 230 GFLOP/s" at 858.631,266.735 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 4 "i8 avx512_vnni dot 929 GOP/s" at 499.985,1079.09 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 5 "L1 triad4 550 GB/s" at 0.395039,269.468 left rotate by 45.83 front boxed textcolor rgb "#555555" font ",9"
  set label 6 "L2 update 415 GB/s" at 0.0140984,4.7156 left rotate by 45.83 front boxed textcolor rgb "#555555" font ",9"
  set label 7 "L3 update 340 GB/s" at 0.0930035,25.4889 left rotate by 45.83 front boxed textcolor rgb "#555555" font ",9"
  set label 8 "DRAM update 61.5 GB/s" at 0.274191,20.9045 left rotate by 45.83 front boxed textcolor rgb "#555555" font ",9"
  set label 9 "f64 ridge (DRAM): 1.89 FLOP/B" at 3.09828,96.7298 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 10 "bf16 ridge (DRAM): 7.55 FLOP/B" at 12.4026,387.216 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 11 "f32 ridge (DRAM): 3.73 FLOP/B" at 6.13693,191.598 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 12 "i8 ridge (DRAM): 15.1 OP/B" at 7.92239,1172.41 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 13 "" at 1.88534,115.918 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 14 "" at 7.54716,464.028 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 15 "" at 3.7344,229.605 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 16 "" at 15.1077,928.878 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
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
