/**
 * The simulator pages' one stylesheet, served at /psp-simulator/simulator.css: the portal's CSP
 * allows no inline style. Colours keep at least 4.5:1 contrast (WCAG AA).
 */
export const SIMULATOR_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; background: #f4f5f7; }
.banner { background: #fff3cd; color: #4d3900; border-bottom: 2px solid #8a6d00; padding: 0.5rem 1rem; text-align: center; font-weight: 700; }
main { max-width: 36rem; margin: 1.5rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
h1 { font-size: 1.5rem; margin-top: 0; }
h2 { font-size: 1.125rem; }
.summary { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
.summary dt { font-weight: 700; }
.summary dd { margin: 0; }
.field { margin: 1rem 0; }
.field label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
.field input { width: 100%; padding: 0.5rem; font-size: 1rem; border: 1px solid #5f6368; border-radius: 0.25rem; }
.field input:focus, button:focus { outline: 3px solid #0b4f9c; outline-offset: 2px; }
.hint { color: #4a4f55; font-size: 0.875rem; }
.actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
button { padding: 0.625rem 1.25rem; font-size: 1rem; border-radius: 0.25rem; border: 2px solid #0b4f9c; cursor: pointer; }
button.primary { background: #0b4f9c; color: #fff; }
button.secondary { background: #fff; color: #0b4f9c; }
table { border-collapse: collapse; width: 100%; font-size: 0.875rem; }
caption { text-align: left; font-weight: 600; margin-bottom: 0.25rem; }
th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid #d0d4d9; }
.error { color: #a50e0e; font-weight: 700; }
`;
