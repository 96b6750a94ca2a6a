#!/usr/bin/env node
// Dev-time only (never part of the build or the tests): renders the typesetting corpus
// (tests/data/typeset/corpus.tsv) with MathJax 3.2.2 into one SVG per formula beside it. The tests
// read each SVG's box (width from the viewBox, height and depth from its y offset and height, all
// in 1/1000 em) and compare it with the app's typesetting of the same TeX.
//
//   npm install --prefix /tmp/mj mathjax-full@3.2.2
//   NODE_PATH=/tmp/mj/node_modules node scripts/make_tex_reference.mjs
import {createRequire} from 'module';
import {readFileSync, writeFileSync} from 'fs';
import {dirname, join} from 'path';
import {fileURLToPath} from 'url';

const require = createRequire(import.meta.url);
const {mathjax} = require('mathjax-full/js/mathjax.js');
const {TeX} = require('mathjax-full/js/input/tex.js');
require('mathjax-full/js/input/tex/AllPackages.js');
const {SVG} = require('mathjax-full/js/output/svg.js');
const {liteAdaptor} = require('mathjax-full/js/adaptors/liteAdaptor.js');
const {RegisterHTMLHandler} = require('mathjax-full/js/handlers/html.js');

const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, '..', 'tests', 'data', 'typeset');
const adaptor = liteAdaptor();
RegisterHTMLHandler(adaptor);
const doc = mathjax.document('', {
  InputJax: new TeX({packages: ['base', 'ams', 'boldsymbol']}),
  OutputJax: new SVG({fontCache: 'none'}),
});

let count = 0;
for (const line of readFileSync(join(dir, 'corpus.tsv'), 'utf8').split('\n')) {
  if (line === '' || line.startsWith('#')) continue;
  const [id, style, tex] = line.split('\t');
  const node = doc.convert(tex, {display: style === 'display'});
  const svg = adaptor.innerHTML(node);
  if (svg.includes('data-mjx-error') || svg.includes('merror')) {
    throw new Error(`${id}: MathJax could not render ${tex}`);
  }
  writeFileSync(join(dir, `${id}.svg`), svg + '\n');
  ++count;
}
console.log(`make_tex_reference: ${count} formulas in ${dir}`);
