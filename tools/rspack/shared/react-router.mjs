// What the host provides as `react-router`: the same subset as `react-router-dom` (one module behind both
// names). A module of its own, because the host provides one shared module per file.
export * from './react-router-dom.mjs';
