import { describe, expect, it } from 'vitest';
import { pageStyles } from '#server/features/seo/page-styles';

const LINK = '<link rel="stylesheet" crossorigin href="/assets/site-a1.css">';

/** The style a page with this body gets from `css`, cut to what the body uses. */
function usedBy(css: string, body: string): string {
  const styles = pageStyles((file) => {
    expect(file).toBe('assets/site-a1.css');
    return css;
  });
  const page = styles.used(`<html><head>${LINK}</head><body>${body}</body></html>`);
  const style = /<style>([^]*?)<\/style>/.exec(page);
  expect(style).not.toBeNull();
  expect(page).not.toContain('<link rel="stylesheet"');
  return style?.[1] ?? '';
}

describe("a rendered page's part of the stylesheet", () => {
  it('keeps a rule only when the page has every class one of its selectors names', () => {
    const css = '.a{color:red}.a.b{color:blue}.c{color:green}.a .d,.c{margin:0}.e,.a{padding:0}';
    expect(usedBy(css, '<p class="a">x</p>')).toBe('.a{color:red}.e,.a{padding:0}');
    expect(usedBy(css, '<p class="a b"><i class="d">x</i></p>')).toBe(
      '.a{color:red}.a.b{color:blue}.a .d,.c{margin:0}.e,.a{padding:0}',
    );
  });

  it('keeps every rule whose selector names no class', () => {
    const css = 'h1{font-size:2rem}*,:before{box-sizing:border-box}.x,p{margin:0}.y{color:red}';
    expect(usedBy(css, '<h1>x</h1>')).toBe(
      'h1{font-size:2rem}*,:before{box-sizing:border-box}.x,p{margin:0}',
    );
  });

  it("reads escaped class names, and a class attribute's entities, as the browser does", () => {
    const css =
      '.sm\\:px-4{padding:1rem}.w-1\\/2{width:50%}.\\32 xl\\:p-8{padding:2rem}' +
      '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.min-h-\\[100svh\\]{min-height:100svh}.other{color:red}';
    const body =
      '<div class="sm:px-4 w-1/2 2xl:p-8 [&amp;&gt;svg]:size-4 min-h-[100svh]"><svg></svg></div>';
    expect(usedBy(css, body)).toBe(css.replace('.other{color:red}', ''));
  });

  it('needs no class named in :not(), an attribute value or a string', () => {
    const css =
      '.link:not(.visited){color:blue}a[href$=".pdf"]{color:red}.a[data-x=".b"]{color:green}' +
      '.icon:after{content:".b"}.group-hover\\:x:is(:where(.group):hover *){color:red}';
    expect(usedBy(css, '<a class="link icon a" href="x.pdf">x</a>')).toBe(
      '.link:not(.visited){color:blue}a[href$=".pdf"]{color:red}.a[data-x=".b"]{color:green}' +
        '.icon:after{content:".b"}',
    );
    expect(usedBy(css, '<div class="group"><i class="group-hover:x">x</i></div>')).toContain(
      '.group-hover\\:x:is(:where(.group):hover *){color:red}',
    );
  });

  it('keeps media and support blocks with a rule the page uses, and every layer in its place', () => {
    const css =
      '@layer theme,base,components,utilities;@layer base{h1{margin:0}}@layer components{.card{padding:1rem}}' +
      '@layer utilities{.p-2{padding:.5rem}@media (width>=40rem){.sm\\:p-4{padding:1rem}.sm\\:p-8{padding:2rem}}' +
      '@supports (display:grid){.grid{display:grid}}}';
    expect(usedBy(css, '<div class="p-2 sm:p-4">x</div>')).toBe(
      '@layer theme,base,components,utilities;@layer base{h1{margin:0}}@layer components{}' +
        '@layer utilities{.p-2{padding:.5rem}@media (width>=40rem){.sm\\:p-4{padding:1rem}}}',
    );
  });

  it('keeps the custom properties its rules and the page name, and those their values name', () => {
    const css =
      '@layer theme{:root,:host{--spacing:.25rem;--color-red:red;--font-sans:system-ui;' +
      '--default-font:var(--font-sans);--color-blue:blue}}' +
      '@layer base{html{font-family:var(--default-font)}}' +
      '@layer utilities{.p-2{padding:calc(var(--spacing) * 2)}.text-red{color:var(--color-red)}' +
      '.shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-blur{syntax:"*";inherits:false}';
    expect(usedBy(css, '<p class="p-2 shadow" style="color:var(--color-blue)">x</p>')).toBe(
      '@layer theme{:root,:host{--spacing:.25rem;--font-sans:system-ui;' +
        '--default-font:var(--font-sans);--color-blue:blue}}' +
        '@layer base{html{font-family:var(--default-font)}}' +
        '@layer utilities{.p-2{padding:calc(var(--spacing) * 2)}' +
        '.shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
  });

  it('keeps font faces, keyframes and comments whole', () => {
    const css =
      '/*! licence */@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{to{rotate:360deg}}.y{color:red}';
    expect(usedBy(css, '<p>x</p>')).toBe(
      '/*! licence */@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{to{rotate:360deg}}',
    );
  });
});

describe('a page the app renders in the browser', () => {
  it('carries the whole stylesheet, and nothing but stylesheet links change', () => {
    const css = '.a{color:red}.b{color:blue}';
    const styles = pageStyles(() => css);
    const head = `<head><link rel="icon" href="/favicon.svg">${LINK}</head>`;
    expect(styles.whole(head)).toBe(
      `<head><link rel="icon" href="/favicon.svg"><style>${css}</style></head>`,
    );
  });
});
