/**
 * The reference page's whole stylesheet, inline and allowed by its hash: readable from 390 px
 * phones up, with visible focus and the system's light or dark colours.
 */
export const REFERENCE_STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; max-width: 60rem; padding: 1rem; }
a { color: LinkText; }
a:focus-visible, summary:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
.skip { position: absolute; left: -999px; }
.skip:focus { position: static; }
h1 { font-size: 1.6rem; }
h2 { border-bottom: 2px solid GrayText; margin-top: 2.5rem; }
h3 { font-size: 1.05rem; overflow-wrap: anywhere; }
h4 { font-size: 1rem; margin-bottom: 0.25rem; }
.op { border-top: 1px solid GrayText; padding-top: 0.5rem; }
.method { display: inline-block; min-width: 4.5rem; font-family: ui-monospace, monospace; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9rem; }
pre { overflow-x: auto; padding: 0.5rem; border: 1px solid GrayText; border-radius: 4px; }
summary { cursor: pointer; padding: 0.25rem 0; }
table { border-collapse: collapse; }
caption { text-align: left; font-weight: bold; }
th, td { border: 1px solid GrayText; padding: 0.25rem 0.5rem; text-align: left; overflow-wrap: anywhere; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; padding: 0; list-style: none; }
`;
