# The roofline of results/amd-epyc-2c/2026-11-30T05-57-09Z
# Written by cpuroof; edit freely. Render in this folder with:  gnuplot roofline.gp
# It writes roofline.svg and roofline.png. Roofs are functions below (values in GFLOP/s and GB/s); kernel points
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
  set output "roofline." . format
  set multiplot layout 2,1
  set title "AMD EPYC: 1 thread"
  set xrange [0.01:1000]
  set yrange [0.1:1000]
  unset label
  set label 1 "ridge f32 / DRAM: 4.50 FLOP/B" at 4.49746,92.2941 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "ridge f64 / DRAM: 2.32 FLOP/B" at 2.31967,47.6029 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 224.304 <= 114.253 ? x * 224.304 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#08519c" title "L1 (1 thread) 224 GB/s", \
    (x * 137.447 <= 114.253 ? x * 137.447 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#3182bd" title "L2 (1 thread) 137 GB/s", \
    (x * 98.4526 <= 114.253 ? x * 98.4526 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#6baed6" title "L3 (1 thread) 98.5 GB/s", \
    (x * 20.5214 <= 114.253 ? x * 20.5214 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9e9ac8" title "DRAM (1 thread) 20.5 GB/s", \
    (x >= 0.212175 ? 47.5918 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 avx2 add (1 thread) 47.6 GFLOP/s", \
    (x >= 0.411469 ? 92.2941 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 avx2 fma (1 thread) 92.3 GFLOP/s", \
    (x >= 0.509367 ? 114.253 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f32 avx2 fma+add (1 thread) 114 GFLOP/s", \
    (x >= 0.207584 ? 46.5619 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f32 avx2 mul (1 thread) 46.6 GFLOP/s", \
    (x >= 0.0265661 ? 5.95888 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f32 scalar add (1 thread) 5.96 GFLOP/s", \
    (x >= 0.0525809 ? 11.7941 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f32 scalar fma (1 thread) 11.8 GFLOP/s", \
    (x >= 0.056431 ? 12.6577 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f32 scalar fma+add (1 thread) 12.7 GFLOP/s", \
    (x >= 0.026826 ? 6.01717 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f32 scalar mul (1 thread) 6.02 GFLOP/s", \
    (x >= 0.105189 ? 23.5944 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f64 avx2 add (1 thread) 23.6 GFLOP/s", \
    (x >= 0.212225 ? 47.6029 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f64 avx2 fma (1 thread) 47.6 GFLOP/s", \
    (x >= 0.221848 ? 49.7613 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f64 avx2 fma+add (1 thread) 49.8 GFLOP/s", \
    (x >= 0.103495 ? 23.2144 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f64 avx2 mul (1 thread) 23.2 GFLOP/s", \
    (x >= 0.0263793 ? 5.91698 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 scalar add (1 thread) 5.92 GFLOP/s", \
    (x >= 0.0539299 ? 12.0967 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 scalar fma (1 thread) 12.1 GFLOP/s", \
    (x >= 0.0566347 ? 12.7034 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f64 scalar fma+add (1 thread) 12.7 GFLOP/s", \
    (x >= 0.0264785 ? 5.93923 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f64 scalar mul (1 thread) 5.94 GFLOP/s", \
    "roofline-points-t1.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#1f77b4" notitle, \
    NaN with points pointtype 7 linecolor rgb "#1f77b4" title "aa", \
    "roofline-points-t1.dat" index 1 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#d62728" notitle, \
    NaN with points pointtype 7 linecolor rgb "#d62728" title "blas1", \
    "roofline-points-t1.dat" index 2 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#2ca02c" notitle, \
    NaN with points pointtype 7 linecolor rgb "#2ca02c" title "fusion", \
    "roofline-points-t1.dat" index 3 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#9467bd" notitle, \
    NaN with points pointtype 7 linecolor rgb "#9467bd" title "gemm", \
    "roofline-points-t1.dat" index 4 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#ff7f0e" notitle, \
    NaN with points pointtype 7 linecolor rgb "#ff7f0e" title "gemv", \
    "roofline-points-t1.dat" index 5 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#8c564b" notitle, \
    NaN with points pointtype 7 linecolor rgb "#8c564b" title "intensity", \
    "roofline-points-t1.dat" index 6 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#e377c2" notitle, \
    NaN with points pointtype 7 linecolor rgb "#e377c2" title "outer", \
    "roofline-points-t1.dat" index 7 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#17becf" notitle, \
    NaN with points pointtype 7 linecolor rgb "#17becf" title "stream", \
    "roofline-points-t1.dat" index 8 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#7f7f7f" notitle, \
    NaN with points pointtype 7 linecolor rgb "#7f7f7f" title "tiny", \
    NaN with points pointtype 9 linecolor rgb "black" title "impl: eigen", \
    NaN with points pointtype 7 linecolor rgb "black" title "impl: hand", \
    NaN with points pointtype 13 linecolor rgb "black" title "impl: naive", \
    NaN with points pointtype 5 linecolor rgb "black" title "impl: openblas"
  set title "AMD EPYC: 2 threads"
  set xrange [0.01:1000]
  set yrange [0.1:1000]
  unset label
  set label 1 "ridge f32 / DRAM: 5.58 FLOP/B" at 5.58049,177.294 point pointtype 6 pointsize 2 offset 1,-1.2
  set label 2 "ridge f64 / DRAM: 2.87 FLOP/B" at 2.86666,91.0746 point pointtype 6 pointsize 2 offset 1,-1.2
  plot \
    (x * 293.293 <= 194.692 ? x * 293.293 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#08519c" title "L1 (2 threads) 293 GB/s", \
    (x * 222.995 <= 194.692 ? x * 222.995 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#3182bd" title "L2 (2 threads) 223 GB/s", \
    (x * 159.924 <= 194.692 ? x * 159.924 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#6baed6" title "L3 (2 threads) 160 GB/s", \
    (x * 31.7703 <= 194.692 ? x * 31.7703 : 1/0) with lines linewidth 2 dashtype 2 linecolor rgb "#9e9ac8" title "DRAM (2 threads) 31.8 GB/s", \
    (x >= 0.308146 ? 90.377 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f32 avx2 add (2 threads) 90.4 GFLOP/s", \
    (x >= 0.604494 ? 177.294 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f32 avx2 fma (2 threads) 177 GFLOP/s", \
    (x >= 0.663814 ? 194.692 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f32 avx2 fma+add (2 threads) 195 GFLOP/s", \
    (x >= 0.315428 ? 92.5129 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f32 avx2 mul (2 threads) 92.5 GFLOP/s", \
    (x >= 0.0390661 ? 11.4578 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f32 scalar add (2 threads) 11.5 GFLOP/s", \
    (x >= 0.0688008 ? 20.1788 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f32 scalar fma (2 threads) 20.2 GFLOP/s", \
    (x >= 0.0809702 ? 23.748 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#bcbd22" title "f32 scalar fma+add (2 threads) 23.7 GFLOP/s", \
    (x >= 0.0397831 ? 11.6681 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#1f77b4" title "f32 scalar mul (2 threads) 11.7 GFLOP/s", \
    (x >= 0.151592 ? 44.4608 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#d62728" title "f64 avx2 add (2 threads) 44.5 GFLOP/s", \
    (x >= 0.310524 ? 91.0746 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#2ca02c" title "f64 avx2 fma (2 threads) 91.1 GFLOP/s", \
    (x >= 0.324822 ? 95.2681 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#9467bd" title "f64 avx2 fma+add (2 threads) 95.3 GFLOP/s", \
    (x >= 0.153526 ? 45.0281 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#ff7f0e" title "f64 avx2 mul (2 threads) 45.0 GFLOP/s", \
    (x >= 0.038543 ? 11.3044 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#8c564b" title "f64 scalar add (2 threads) 11.3 GFLOP/s", \
    (x >= 0.0768266 ? 22.5327 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#e377c2" title "f64 scalar fma (2 threads) 22.5 GFLOP/s", \
    (x >= 0.0701994 ? 20.589 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#17becf" title "f64 scalar fma+add (2 threads) 20.6 GFLOP/s", \
    (x >= 0.0392792 ? 11.5203 : 1/0) with lines linewidth 2 dashtype 1 linecolor rgb "#7f7f7f" title "f64 scalar mul (2 threads) 11.5 GFLOP/s", \
    "roofline-points-t2.dat" index 0 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#d62728" notitle, \
    NaN with points pointtype 7 linecolor rgb "#d62728" title "blas1", \
    "roofline-points-t2.dat" index 1 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#2ca02c" notitle, \
    NaN with points pointtype 7 linecolor rgb "#2ca02c" title "fusion", \
    "roofline-points-t2.dat" index 2 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#9467bd" notitle, \
    NaN with points pointtype 7 linecolor rgb "#9467bd" title "gemm", \
    "roofline-points-t2.dat" index 3 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#ff7f0e" notitle, \
    NaN with points pointtype 7 linecolor rgb "#ff7f0e" title "gemv", \
    "roofline-points-t2.dat" index 4 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#8c564b" notitle, \
    NaN with points pointtype 7 linecolor rgb "#8c564b" title "intensity", \
    "roofline-points-t2.dat" index 5 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#e377c2" notitle, \
    NaN with points pointtype 7 linecolor rgb "#e377c2" title "outer", \
    "roofline-points-t2.dat" index 6 using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb "#17becf" notitle, \
    NaN with points pointtype 7 linecolor rgb "#17becf" title "stream", \
    NaN with points pointtype 9 linecolor rgb "black" title "impl: eigen", \
    NaN with points pointtype 7 linecolor rgb "black" title "impl: hand", \
    NaN with points pointtype 13 linecolor rgb "black" title "impl: naive", \
    NaN with points pointtype 5 linecolor rgb "black" title "impl: openblas"
  unset multiplot
  set output
}
