# Rooflines of several runs compared: Zen 3 (A): AMD Zen 3, 2 cores (SMT 1), avx2, 2.98 GHz, L3 32 MiB per domain, VM (KVM), id 7c9f0542  [2026-11-30T05-11-49Z]; Zen 5 (B): AMD Zen 5, 2 cores (SMT 1), avx512, 4.15 GHz, L3 32 MiB per domain, VM (KVM), id a3139eb4  [2026-11-30T12-44-20Z];
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
  set yrange [0.05:500]
  unset arrow
  unset label
  set arrow 1 from 0.405205,266.519 to 10000,266.519 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#d62728"
  set arrow 2 from 0.20271,133.33 to 10000,133.33 nohead back linewidth 2.5 dashtype solid linecolor rgb "#d62728"
  set arrow 3 from 0.416199,94.0264 to 10000,94.0264 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#1f77b4"
  set arrow 4 from 0.211617,47.8078 to 10000,47.8078 nohead back linewidth 2.5 dashtype solid linecolor rgb "#1f77b4"
  set arrow 5 from 0.01,2.25917 to 0.416199,94.0264 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 6 from 0.01,6.57738 to 0.405205,266.519 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set arrow 7 from 0.01,1.39016 to 0.676371,94.0264 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 8 from 0.01,3.74831 to 0.711038,266.519 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set arrow 9 from 0.01,1.10828 to 0.848399,94.0264 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 10 from 0.01,2.33614 to 1.14085,266.519 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set arrow 11 from 0.01,0.255532 to 3.67963,94.0264 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 12 from 0.01,0.649651 to 4.1025,266.519 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set label 1 "Zen 5 f32 avx512 267 GFLOP/s" at 838.67,314.789 left rotate by 0.00 front boxed textcolor rgb "#d62728" font ",9"
  set label 2 "Zen 5 f64 avx512 133 GFLOP/s" at 838.67,157.478 left rotate by 0.00 front boxed textcolor rgb "#d62728" font ",9"
  set label 3 "Zen 3 f32 avx2 94.0 GFLOP/s" at 968.864,111.056 left rotate by 0.00 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 4 "Zen 3 f64 avx2 47.8 GFLOP/s" at 968.864,56.4663 left rotate by 0.00 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 5 "Zen 3 L1 226 GB/s" at 0.0232088,6.45779 left rotate by 36.97 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 6 "Zen 5 L1 658 GB/s" at 0.108728,88.0799 left rotate by 36.97 front boxed textcolor rgb "#d62728" font ",9"
  set label 7 "Zen 3 L2 139 GB/s" at 0.0127106,2.17627 left rotate by 36.97 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 8 "Zen 5 L2 375 GB/s" at 0.011841,5.46645 left rotate by 36.97 front boxed textcolor rgb "#d62728" font ",9"
  set label 9 "Zen 3 L3 111 GB/s" at 0.0114311,1.02862 left rotate by 36.97 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 10 "Zen 5 L3 234 GB/s" at 0.13137,37.7987 left rotate by 36.97 front boxed textcolor rgb "#d62728" font ",9"
  set label 11 "Zen 3 DRAM 25.6 GB/s" at 0.0179991,0.566473 left rotate by 36.97 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 12 "Zen 5 DRAM 65.0 GB/s" at 0.0183221,0.966436 left rotate by 36.97 front boxed textcolor rgb "#d62728" font ",9"
  set label 13 "" at 1.87091,47.8078 point pointtype 6 pointsize 1.8 linecolor rgb "#1f77b4" front
  set label 14 "" at 2.05233,133.33 point pointtype 6 pointsize 1.8 linecolor rgb "#d62728" front
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
  set yrange [0.2:1000]
  unset arrow
  unset label
  set arrow 1 from 0.421599,529.769 to 10000,529.769 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#d62728"
  set arrow 2 from 0.210872,264.975 to 10000,264.975 nohead back linewidth 2.5 dashtype solid linecolor rgb "#d62728"
  set arrow 3 from 0.524036,181.753 to 10000,181.753 nohead back linewidth 1.8 dashtype (8,5) linecolor rgb "#1f77b4"
  set arrow 4 from 0.268258,93.0406 to 10000,93.0406 nohead back linewidth 2.5 dashtype solid linecolor rgb "#1f77b4"
  set arrow 5 from 0.01,3.46833 to 0.524036,181.753 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 6 from 0.01,12.5657 to 0.421599,529.769 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set arrow 7 from 0.01,2.4661 to 0.737006,181.753 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 8 from 0.01,7.18408 to 0.737421,529.769 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set arrow 9 from 0.01,1.80716 to 1.00574,181.753 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 10 from 0.01,4.46196 to 1.1873,529.769 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set arrow 11 from 0.01,0.348459 to 5.21591,181.753 nohead back linewidth 1.8 dashtype solid linecolor rgb "#1f77b4"
  set arrow 12 from 0.01,0.711188 to 7.44907,529.769 nohead back linewidth 1.8 dashtype solid linecolor rgb "#d62728"
  set label 1 "Zen 5 f32 avx512 530 GFLOP/s" at 838.67,617.927 left rotate by 0.00 front boxed textcolor rgb "#d62728" font ",9"
  set label 2 "Zen 5 f64 avx512 265 GFLOP/s" at 838.67,309.069 left rotate by 0.00 front boxed textcolor rgb "#d62728" font ",9"
  set label 3 "Zen 3 f32 avx2 182 GFLOP/s" at 1016.61,211.998 left rotate by 0.00 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 4 "Zen 3 f64 avx2 93.0 GFLOP/s" at 968.864,108.523 left rotate by 0.00 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 5 "Zen 3 L1 347 GB/s" at 0.0250008,10.5748 left rotate by 39.15 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 6 "Zen 5 L1 1257 GB/s" at 0.108471,166.226 left rotate by 39.15 front boxed textcolor rgb "#d62728" font ",9"
  set label 7 "Zen 3 L2 247 GB/s" at 0.0247297,7.43751 left rotate by 39.15 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 8 "Zen 5 L2 718 GB/s" at 0.133197,78.4637 left rotate by 39.15 front boxed textcolor rgb "#d62728" font ",9"
  set label 9 "Zen 3 L3 181 GB/s" at 0.0122308,1.8124 left rotate by 39.15 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 10 "Zen 5 L3 446 GB/s" at 0.0838987,30.6961 left rotate by 39.15 front boxed textcolor rgb "#d62728" font ",9"
  set label 11 "Zen 3 DRAM 34.8 GB/s" at 0.0193125,0.551812 left rotate by 39.15 front boxed textcolor rgb "#1f77b4" font ",9"
  set label 12 "Zen 5 DRAM 71.1 GB/s" at 0.0186212,1.61507 left rotate by 39.15 front boxed textcolor rgb "#d62728" font ",9"
  set label 13 "" at 2.67006,93.0406 point pointtype 6 pointsize 1.8 linecolor rgb "#1f77b4" front
  set label 14 "" at 3.72581,264.975 point pointtype 6 pointsize 1.8 linecolor rgb "#d62728" front
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
    NaN with lines linewidth 3 linecolor rgb "#1f77b4" title "Zen 3 (A): AMD Zen 3, 2 cores (SMT 1), avx2, 2.98 GHz, L3 32 MiB per domain, VM (KVM), id 7c9f0542  [2026-11-30T05-11-49Z]", \
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
