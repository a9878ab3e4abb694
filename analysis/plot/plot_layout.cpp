#include "plot/plot_layout.hpp"

#include <array>
#include <cmath>
#include <limits>
#include <map>

namespace cpuroof::analysis {
namespace {

constexpr double kPi = 3.14159265358979323846;

// The four corners of a label's box.
std::array<Pt, 4> corners(const PlotLabel& l) {
  const double a = l.angle * kPi / 180, c = std::cos(a), s = std::sin(a);
  std::array<Pt, 4> out{};
  int i = 0;
  for (double sx : {-1.0, 1.0})
    for (double sy : {-1.0, 1.0})
      out[i++] = {l.cx + sx * l.half_w * c - sy * l.half_h * s, l.cy + sx * l.half_w * s + sy * l.half_h * c};
  return out;
}

bool inside(const PlotLabel& l, const Frame& f) {
  for (const Pt& p : corners(l))
    if (p.x < 2 || p.x > f.w - 2 || p.y < 2 || p.y > f.h - 2) return false;
  return true;
}

// A point in a label's own frame (origin at its centre, x along the text).
Pt local(const PlotLabel& l, Pt p) {
  const double a = l.angle * kPi / 180, c = std::cos(a), s = std::sin(a), x = p.x - l.cx, y = p.y - l.cy;
  return {x * c + y * s, -x * s + y * c};
}

bool covers(const PlotLabel& l, Pt p) {
  const Pt q = local(l, p);
  return std::abs(q.x) <= l.half_w && std::abs(q.y) <= l.half_h;
}

// Whether segment a-b crosses the label's box (Liang-Barsky in the label's frame).
bool crosses(const PlotLabel& l, Pt a, Pt b) {
  const Pt p = local(l, a), q = local(l, b);
  double t0 = 0, t1 = 1;
  const double d[2] = {q.x - p.x, q.y - p.y}, o[2] = {p.x, p.y}, h[2] = {l.half_w, l.half_h};
  for (int k = 0; k < 2; ++k)
    for (double sign : {-1.0, 1.0}) {
      // Inside where sign * (o + t d) <= h.
      const double num = h[k] - sign * o[k], den = sign * d[k];
      if (den == 0) {
        if (num < 0) return false;
      } else if (den > 0) {
        t1 = std::min(t1, num / den);
      } else {
        t0 = std::max(t0, num / den);
      }
    }
  return t0 <= t1;
}

}  // namespace

double lg(double v) { return std::log10(v); }
double pow10_below(double v) { return std::pow(10.0, std::floor(lg(v) + 1e-9)); }
double pow10_above(double v) { return std::pow(10.0, std::ceil(lg(v) - 1e-9)); }
double nice_below(double v) {
  const double d = pow10_below(v);
  return v >= 5 * d ? 5 * d : v >= 2 * d ? 2 * d : d;
}
double nice_above(double v) {
  const double d = pow10_below(v);
  return v <= d * (1 + 1e-9) ? d : v <= 2 * d ? 2 * d : v <= 5 * d ? 5 * d : 10 * d;
}

double Frame::dx(double p) const { return std::pow(10.0, lg(x_lo) + p / w * (lg(x_hi) - lg(x_lo))); }
double Frame::dy(double p) const { return std::pow(10.0, lg(y_lo) + p / h * (lg(y_hi) - lg(y_lo))); }
double Frame::diagonal_angle() const {
  return std::atan2(h / (lg(y_hi) - lg(y_lo)), w / (lg(x_hi) - lg(x_lo))) * 180 / kPi;
}

// Takes the first candidate centre inside the frame that covers no placed label, roof line or kernel
// point; failing that, the one that covers least (labels first, then lines, then points). Sets the
// anchor gnuplot needs. False when no candidate fits in the frame.
bool place_label(PlotLabel label, const std::vector<Pt>& candidates, const Frame& f, const Obstacles& obstacles,
                 std::vector<PlotLabel>& placed) {
  double best = std::numeric_limits<double>::infinity();
  PlotLabel chosen;
  for (const Pt& c : candidates) {
    label.cx = c.x, label.cy = c.y;
    if (!inside(label, f)) continue;
    int n = 0, lines = 0, points = 0;
    for (const auto& other : placed) n += labels_overlap(label, other);
    for (const auto& [a, b] : obstacles.lines) lines += crosses(label, a, b);
    for (const Pt& p : obstacles.points) points += covers(label, p);
    const double score = 1e6 * n + 1e3 * lines + points;
    if (score < best) best = score, chosen = label, chosen.overlaps = n;
    if (score == 0) break;
  }
  if (!std::isfinite(best)) return false;
  const double a = chosen.angle * kPi / 180;
  chosen.x = f.dx(chosen.cx - chosen.half_w * std::cos(a));
  chosen.y = f.dy(chosen.cy - chosen.half_w * std::sin(a));
  placed.push_back(chosen);
  return true;
}

PlotLabel label_of(const std::string& text, const std::string& colour, double angle) {
  PlotLabel l;
  l.text = text, l.colour = colour, l.angle = angle;
  l.half_w = label_text_px(text) / 2 + 2;
  l.half_h = kLabelHalfHeight;
  return l;
}

// Spots along a horizontal roof from its right end leftwards, above the line then below it.
std::vector<Pt> along_horizontal(const Frame& f, const RoofSegment& s, const PlotLabel& l) {
  std::vector<Pt> out;
  const double y = f.py(s.y1), left = f.px(s.x1);
  // A roof at an absurd value (an input's rate near 0 or past a double) has no finite spot: none.
  if (!std::isfinite(y) || !std::isfinite(left) || !std::isfinite(f.px(s.x2))) return out;
  for (double right = f.px(s.x2) - 6; right - 2 * l.half_w >= left - 1; right -= kStepPx) {
    out.push_back({right - l.half_w, y + kLabelGap + l.half_h});
    out.push_back({right - l.half_w, y - kLabelGap - l.half_h});
  }
  return out;
}

// Spots along a diagonal roof from its upper end downwards, above-left of the line then below-right.
std::vector<Pt> along_diagonal(const Frame& f, const RoofSegment& s, const PlotLabel& l) {
  std::vector<Pt> out;
  const Pt lo{f.px(s.x1), f.py(s.y1)}, hi{f.px(s.x2), f.py(s.y2)};
  const double len = std::hypot(hi.x - lo.x, hi.y - lo.y);
  // Infinite where a roof's numbers overflow (a bandwidth of 1e-308 GB/s): no place to step along.
  if (!(len > 0) || !std::isfinite(len)) return out;
  const Pt u{(hi.x - lo.x) / len, (hi.y - lo.y) / len}, n{-u.y, u.x};
  const double off = kLabelGap + l.half_h;
  for (double back = 8; back + 2 * l.half_w <= len; back += kStepPx) {
    const Pt c{hi.x - u.x * (back + l.half_w), hi.y - u.y * (back + l.half_w)};
    out.push_back({c.x + n.x * off, c.y + n.y * off});
    out.push_back({c.x - n.x * off, c.y - n.y * off});
  }
  return out;
}

std::vector<Pt> around_point(const Frame& f, double x, double y, const PlotLabel& l) {
  std::vector<Pt> out;
  const Pt c{f.px(x), f.py(y)};
  const double marker = 8;  // the circle's radius and a gap
  for (double d = 0; d <= 6 * kStepPx; d += kStepPx) {
    out.push_back({c.x + marker + d + l.half_w, c.y - d / 2});         // right of it
    out.push_back({c.x - marker - d - l.half_w, c.y - d / 2});         // left
    out.push_back({c.x + l.half_w / 2, c.y - marker - d - l.half_h});  // below
    out.push_back({c.x - l.half_w / 2, c.y - marker - d - l.half_h});
    out.push_back({c.x + l.half_w / 2, c.y + marker + d + l.half_h});  // above
  }
  return out;
}

bool labels_overlap(const PlotLabel& a, const PlotLabel& b) {
  // Separating axes of two rotated rectangles: each one's two edge directions.
  const auto ca = corners(a), cb = corners(b);
  for (const PlotLabel* l : {&a, &b})
    for (double extra : {0.0, 90.0}) {
      const double t = (l->angle + extra) * kPi / 180;
      const Pt axis{std::cos(t), std::sin(t)};
      double a_lo = std::numeric_limits<double>::infinity(), a_hi = -a_lo, b_lo = a_lo, b_hi = -a_lo;
      for (const Pt& p : ca) {
        const double d = p.x * axis.x + p.y * axis.y;
        a_lo = std::min(a_lo, d), a_hi = std::max(a_hi, d);
      }
      for (const Pt& p : cb) {
        const double d = p.x * axis.x + p.y * axis.y;
        b_lo = std::min(b_lo, d), b_hi = std::max(b_hi, d);
      }
      if (a_hi <= b_lo || b_hi <= a_lo) return false;
    }
  return true;
}

double label_text_px(const std::string& text) {
  // DejaVu Sans advance widths in em (the font gnuplot's "sans" resolves to on Debian).
  static const std::map<char, double> kAdvance = {
      {' ', .318}, {'.', .318}, {',', .318}, {'/', .337}, {':', .337}, {'(', .390}, {')', .390}, {'-', .361},
      {'+', .838}, {'=', .838}, {'a', .613}, {'b', .635}, {'c', .550}, {'d', .635}, {'e', .615}, {'f', .352},
      {'g', .635}, {'h', .634}, {'i', .278}, {'j', .278}, {'k', .579}, {'l', .278}, {'m', .974}, {'n', .634},
      {'o', .612}, {'p', .635}, {'q', .635}, {'r', .411}, {'s', .521}, {'t', .392}, {'u', .634}, {'v', .592},
      {'w', .818}, {'x', .592}, {'y', .592}, {'z', .525}, {'A', .684}, {'B', .686}, {'C', .698}, {'D', .770},
      {'E', .632}, {'F', .575}, {'G', .775}, {'H', .752}, {'I', .295}, {'J', .295}, {'K', .656}, {'L', .557},
      {'M', .863}, {'N', .748}, {'O', .787}, {'P', .603}, {'Q', .787}, {'R', .695}, {'S', .635}, {'T', .611},
      {'U', .732}, {'V', .684}, {'W', .989}, {'X', .685}, {'Y', .611}, {'Z', .685}};
  double em = 0;
  for (char c : text) {
    const auto it = kAdvance.find(c);
    em += it != kAdvance.end() ? it->second : (c >= '0' && c <= '9') ? .636 : .65;
  }
  return em * kLabelEmPx;
}

}  // namespace cpuroof::analysis
