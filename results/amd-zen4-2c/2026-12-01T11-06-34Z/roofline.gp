# The roofline of /tmp/meas9/results/amd-zen4-2c/2026-12-01T11-06-34Z
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
  set arrow 1 from 0.205428,58.6801 to 10000,58.6801 nohead back linewidth 2.5 dashtype solid linecolor rgb "#000000"
  set arrow 2 from 0.821928,234.782 to 10000,234.782 nohead back linewidth 1.8 dashtype (10,4,2,4) linecolor rgb "#000000"
  set arrow 3 from 0.410362,117.219 to 10000,117.219 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#000000"
  set arrow 4 from 1.64369,469.516 to 10000,469.516 nohead back linewidth 1.8 dashtype (10,4,2,4) linecolor rgb "#000000"
  set arrow 5 from 0.01,2.85648 to 1.64369,469.516 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 6 from 0.01,2.32479 to 2.01961,469.516 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 7 from 0.01,1.78909 to 2.62433,469.516 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 8 from 0.01,0.540738 to 8.68287,469.516 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set label 1 "f64 avx512 58.7 GFLOP/s" at 809.247,68.4449 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 2 "bf16 avx512_bf16 dot 235 GFLOP/s" at 308.164,273.852 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 3 "f32 avx2 117 GFLOP/s" at 1088.2,136.725 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 4 "i8 avx512_vnni dot 470 GOP/s" at 499.985,547.647 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 5 "L1 triad 286 GB/s" at 0.411143,146.042 left rotate by 45.07 front boxed textcolor rgb "#555555" font ",9"
  set label 6 "L2 update 232 GB/s" at 0.0153954,2.87819 left rotate by 45.07 front boxed textcolor rgb "#555555" font ",9"
  set label 7 "L3 update 179 GB/s" at 0.0969988,13.9555 left rotate by 45.07 front boxed textcolor rgb "#555555" font ",9"
  set label 8 "DRAM update 54.1 GB/s" at 0.242278,10.5353 left rotate by 45.07 front boxed textcolor rgb "#555555" font ",9"
  set label 9 "f64 ridge (DRAM): 1.09 FLOP/B" at 1.78334,48.7288 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 10 "bf16 ridge (DRAM): 4.34 FLOP/B" at 7.13523,194.967 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 11 "f32 ridge (DRAM): 2.17 FLOP/B" at 3.56239,97.3404 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 12 "i8 ridge (DRAM): 8.68 OP/B" at 4.55325,596.335 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 13 "" at 1.08519,58.6801 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 14 "" at 4.34188,234.782 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 15 "" at 2.16776,117.219 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 16 "" at 8.68287,469.516 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
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
  set arrow 1 from 0.205621,116.807 to 10000,116.807 nohead back linewidth 2.5 dashtype solid linecolor rgb "#000000"
  set arrow 2 from 0.821124,466.456 to 10000,466.456 nohead back linewidth 1.8 dashtype (10,4,2,4) linecolor rgb "#000000"
  set arrow 3 from 0.410513,233.2 to 10000,233.2 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#000000"
  set arrow 4 from 1.64281,933.229 to 10000,933.229 nohead back linewidth 1.8 dashtype (10,4,2,4) linecolor rgb "#000000"
  set arrow 5 from 0.01,5.6807 to 1.64281,933.229 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 6 from 0.01,4.47894 to 2.08359,933.229 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 7 from 0.01,3.43804 to 2.71442,933.229 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set arrow 8 from 0.01,1.03467 to 9.01958,933.229 nohead back linewidth 1.8 dashtype solid linecolor rgb "#555555"
  set label 1 "f64 avx512 117 GFLOP/s" at 858.631,135.696 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 2 "bf16 avx512_bf16 dot 466 GFLOP/s" at 308.164,541.888 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 3 "f32 avx512 233 GFLOP/s" at 858.631,270.912 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 4 "i8 avx512_vnni dot 933 GOP/s" at 499.985,1084.14 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 5 "L1 triad 568 GB/s" at 0.417408,294.028 left rotate by 45.83 front boxed textcolor rgb "#555555" font ",9"
  set label 6 "L2 update 448 GB/s" at 0.0149344,5.39432 left rotate by 45.83 front boxed textcolor rgb "#555555" font ",9"
  set label 7 "L3 update 344 GB/s" at 0.0923624,25.6083 left rotate by 45.83 front boxed textcolor rgb "#555555" font ",9"
  set label 8 "DRAM update 103 GB/s" at 0.242363,20.2229 left rotate by 45.83 front boxed textcolor rgb "#555555" font ",9"
  set label 9 "f64 ridge (DRAM): 1.13 FLOP/B" at 1.85523,97.4717 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 10 "bf16 ridge (DRAM): 4.51 FLOP/B" at 7.40865,389.243 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 11 "f32 ridge (DRAM): 2.25 FLOP/B" at 3.70388,194.598 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 12 "i8 ridge (DRAM): 9.02 OP/B" at 4.72982,1177.9 left rotate by 0.00 front boxed textcolor rgb "#000000" font ",9"
  set label 13 "" at 1.12893,116.807 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 14 "" at 4.50826,466.456 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 15 "" at 2.25386,233.2 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
  set label 16 "" at 9.01958,933.229 point pointtype 6 pointsize 1.8 linecolor rgb "#000000" front
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
