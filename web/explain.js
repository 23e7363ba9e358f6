// An explanation stepped through frame by frame: the steps' words from
// `explain --format json` and their pictures from `explain --format svg`
// (one SVG holding a `svg.picture` per step, drawn by the same code as the
// command line's pictures). Buttons and the arrow keys move between steps.
"use strict";

const Explainer = {
  steps: [],
  frames: [],
  at: 0,

  async open(puzzle, kind) {
    const [doc, svg] = await Promise.all([
      Api.call("explain", puzzle, kind, {}),
      Api.call("explain", puzzle, kind, {format: "svg"}),
    ]);
    const r = (doc.results || [])[0] || {};
    const x = r.explained || {};
    this.steps = x.steps || [];
    const parsed = new DOMParser().parseFromString(svg, "image/svg+xml");
    this.frames = Array.from(parsed.querySelectorAll("svg.picture"));
    this.at = 0;
    document.getElementById("stepper").hidden = this.steps.length === 0;
    this.show();
    return {doc, grade: x.grade, count: this.steps.length};
  },

  close() {
    this.steps = [];
    this.frames = [];
    document.getElementById("stepper").hidden = true;
  },

  go(i) {
    if (this.steps.length === 0) return;
    this.at = Math.max(0, Math.min(this.steps.length - 1, i));
    this.show();
  },

  show() {
    if (this.steps.length === 0) return;
    const step = this.steps[this.at];
    document.getElementById("step-count").textContent = `step ${this.at + 1} of ${this.steps.length}`;
    document.getElementById("step-text").textContent =
        `${step.text} (${step.technique.replaceAll("_", " ")})`;
    const into = document.getElementById("step-picture");
    // The frames in order; the first is the puzzle's picture when there is
    // one more frame than steps.
    const offset = this.frames.length > this.steps.length ? 1 : 0;
    const frame = this.frames[this.at + offset];
    if (!frame) return into.replaceChildren();
    const svg = document.importNode(frame, true);
    svg.removeAttribute("x");
    svg.removeAttribute("y");
    into.replaceChildren(svg);
  },
};
