#include "report/html_script.hpp"

namespace cpuroof::analysis {

const char* html_report_style() {
  return R"css(
body { font: 14px/1.45 sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.4em; margin-bottom: 0.2em; }
h2 { font-size: 1.15em; margin-top: 1.6em; }
.sub { color: #555; margin-top: 0; }
table { border-collapse: collapse; margin: 0.6em 0; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.5em; text-align: left; }
th { background: #f4f4f4; }
.note { color: #555; font-size: 0.92em; margin-top: 0; }
ul.checks { padding-left: 1.2em; }
.ok { color: #1a7f37; }
.warn { color: #b35900; }
fieldset { display: inline-block; vertical-align: top; border: 1px solid #ccc; margin: 0 0.6em 0.6em 0; }
fieldset label { margin-right: 0.9em; white-space: nowrap; }
figure { margin: 0.6em 0; }
figure.off, .pt.off { display: none; }
.pt:hover, .pt.hover { stroke: #000; stroke-width: 2; }
#tooltip { position: fixed; pointer-events: none; background: #fffff4; border: 1px solid #888; padding: 0.35em 0.6em;
  font-size: 12px; max-width: 40em; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25); z-index: 10; }
#tooltip div:first-child { font-weight: bold; word-break: break-all; }
#selftest { white-space: pre-wrap; }
)css";
}

const char* html_report_script() {
  return R"js(
'use strict';
(function () {
  const errors = [];
  window.addEventListener('error', function (e) { errors.push('error: ' + e.message); });
  window.addEventListener('unhandledrejection', function (e) { errors.push('rejection: ' + e.reason); });
  document.addEventListener('securitypolicyviolation', function (e) { errors.push('blocked: ' + e.violatedDirective); });

  const data = JSON.parse(document.getElementById('cpuroof-data').textContent);
  const tables = data.tables.map(function (t) {
    const at = {};
    t.columns.forEach(function (c, i) { at[c] = i + 1; });  // a row is [its line in the file, its cells...]
    return { name: t.name, kind: t.kind, rows: t.rows, at: at };
  });
  const tip = document.getElementById('tooltip');
  const points = Array.prototype.slice.call(document.querySelectorAll('.pt'));

  function cell(t, row, column) { const i = t.at[column]; return i === undefined ? '' : String(row[i]); }
  function threads(n) { return n + (n === '1' ? ' thread' : ' threads'); }
  function join(parts) { return parts.filter(function (p) { return p; }).join(' \u00b7 '); }
  // An efficiency as a percentage by moving its decimal point: the digits stay those of points.csv.
  function percent(text) {
    const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
    if (!m) return '';
    const f = (m[2] || '').padEnd(2, '0');
    return (m[1] + f.slice(0, 2)).replace(/^0+(?=\d)/, '') + (f.length > 2 ? '.' + f.slice(2) : '') + '%';
  }

  function pointLines(t, row) {
    const c = function (name) { return cell(t, row, name); };
    const unit = c('unit') || 'FLOP';
    const level = c('level') ? ' (' + c('level') + ')' : '';
    const eff = c('efficiency');
    const share = percent(eff);
    return [
      c('benchmark'),
      join([threads(c('threads')), c('core_kind') ? 'core kind ' + c('core_kind') : '',
            c('ws_bytes') ? 'working set ' + c('ws_bytes') + ' B' + level : '']),
      join([c('gflop_per_s') + ' G' + unit + '/s', c('gb_per_s') + ' GB/s', c('ai_flop_per_byte') + ' ' + unit + '/byte']),
      eff === '' ? 'no roof applies'
        : join([(share ? share + ' of its roof' : 'efficiency ' + eff) + ' (attainable ' +
                c('attainable_gflop_per_s') + ' G' + unit + '/s)', c('bound') ? c('bound') + '-bound' : '']),
      t.name + ' line ' + row[0]
    ];
  }

  function roofLines(t, row) {
    const c = function (name) { return cell(t, row, name); };
    const unit = c('unit') || 'FLOP';
    if (c('kind') === 'compute')
      return [
        'compute roof ' + join([c('dtype'), c('isa'), c('variant')]) + ', ' + threads(c('threads')) +
          (c('core_kind') ? ', core kind ' + c('core_kind') : '') + ': ' + c('gflop_per_s') + ' G' + unit + '/s',
        c('theoretical_gflop_per_s') ? 'theoretical ' + c('theoretical_gflop_per_s') + ' G' + unit + '/s' : '',
        'source ' + c('source'), t.name + ' line ' + row[0]
      ];
    return [
      'bandwidth roof ' + join([c('level'), c('variant'), c('isa')]) + ', ' + threads(c('threads')) +
        (c('core_kind') ? ', core kind ' + c('core_kind') : '') + ': ' + c('gb_per_s') + ' GB/s',
      c('ws_high_bytes') ? 'working sets ' + c('ws_low_bytes') + ' to ' + c('ws_high_bytes') + ' B' : '',
      'source ' + c('source'), t.name + ' line ' + row[0]
    ];
  }

  let lit = null;
  function hide() {
    tip.hidden = true;
    if (lit) lit.classList.remove('hover');
    lit = null;
  }
  function show(el, x, y) {
    const t = tables[Number(el.getAttribute('data-t'))];
    const row = t && t.rows[Number(el.getAttribute('data-p'))];
    if (!row) { hide(); return; }
    tip.textContent = '';
    (t.kind === 'roof' ? roofLines(t, row) : pointLines(t, row)).forEach(function (line) {
      if (!line) return;
      const div = document.createElement('div');
      div.textContent = line;
      tip.appendChild(div);
    });
    if (lit) lit.classList.remove('hover');
    lit = el.classList.contains('pt') ? el : null;
    if (lit) lit.classList.add('hover');
    tip.hidden = false;
    const w = tip.offsetWidth, h = tip.offsetHeight;
    tip.style.left = Math.max(4, Math.min(x + 14, window.innerWidth - w - 4)) + 'px';
    tip.style.top = Math.max(4, y + 14 + h > window.innerHeight ? y - h - 10 : y + 14) + 'px';
  }
  document.addEventListener('mouseover', function (e) {
    const el = e.target.closest ? e.target.closest('[data-t]') : null;
    if (el) show(el, e.clientX, e.clientY); else hide();
  });

  const hidden = {};
  function refresh() {
    points.forEach(function (p) {
      const off = p.getAttribute('data-g').split(' ').some(function (g) { return hidden[g]; });
      p.classList.toggle('off', off);
    });
  }
  document.querySelectorAll('input[data-g]').forEach(function (box) {
    box.addEventListener('change', function () {
      hidden[box.getAttribute('data-g')] = !box.checked;
      refresh();
    });
  });
  document.querySelectorAll('input[data-panel]').forEach(function (box) {
    box.addEventListener('change', function () {
      document.getElementById('panel-' + box.getAttribute('data-panel')).classList.toggle('off', !box.checked);
    });
  });

  function selftest() {
    const out = ['points ' + points.length];
    let named = 0;
    points.forEach(function (p) {
      p.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, clientX: 10, clientY: 10 }));
      const t = tables[Number(p.getAttribute('data-t'))];
      const row = t.rows[Number(p.getAttribute('data-p'))];
      if (!tip.hidden && tip.firstChild && tip.firstChild.textContent === cell(t, row, 'benchmark')) named++;
    });
    out.push('named ' + named);
    // A real hover: the element under the centre of the first point inside its plot area, once in view.
    const inside = points.filter(function (p) {
      const r = p.getBoundingClientRect(), a = p.closest('svg.area').getBoundingClientRect();
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      return x > a.left && x < a.right && y > a.top && y < a.bottom;
    });
    if (inside.length) {
      inside[0].scrollIntoView({ block: 'center' });
      const r = inside[0].getBoundingClientRect();
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      const under = document.elementFromPoint(x, y);
      if (under) under.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, clientX: x, clientY: y }));
      out.push('hit ' + (under && under.classList.contains('pt') ? 'point' : 'other'));
      out.push('tooltip ' + Array.prototype.map.call(tip.childNodes, function (d) { return d.textContent; }).join(' | '));
    }
    const box = document.querySelector('input[data-g]');
    if (box) {
      const g = box.getAttribute('data-g');
      const expect = points.filter(function (p) { return p.getAttribute('data-g').split(' ').indexOf(g) >= 0; }).length;
      const off = function () { return points.filter(function (p) { return p.classList.contains('off'); }).length; };
      box.click();
      const hid = off();
      box.click();
      out.push('toggle ' + (hid === expect && off() === 0 ? 'ok' : 'wrong: ' + hid + ' of ' + expect + ', then ' + off()));
    }
    // What an input could have smuggled in: scripts, elements that load or run, handler attributes.
    let handlers = 0;
    document.querySelectorAll('*').forEach(function (el) {
      Array.prototype.forEach.call(el.attributes, function (a) { if (/^on/i.test(a.name)) handlers++; });
    });
    out.push('scripts ' + document.scripts.length);
    out.push('foreign ' + (document.querySelectorAll(
      'img, iframe, object, embed, link, base, form, a, audio, video, [src], [href], [srcdoc], foreignObject').length +
      handlers));
    out.push('pwned ' + (window.cpuroofPwned === undefined ? 'no' : 'yes'));
    out.push('errors ' + errors.length + (errors.length ? ': ' + errors.join(' | ') : ''));
    out.push('done');
    const pre = document.getElementById('selftest');
    pre.textContent = out.map(function (l) { return 'selftest ' + l; }).join('\n');
    pre.hidden = false;
  }
  if (window.location.hash === '#selftest') selftest();
})();
)js";
}

}  // namespace cpuroof::analysis
