// Issue #39 (docs/decisions.md "Server memory"): `node --enable-source-maps` parses the server's source map
// at load into one JS array per mapping segment, ~118 bytes each: the bundle's 220 000 segments (esbuild maps
// every token) held 26 MB of heap for the process's whole life. A stack trace only needs the source, the line
// and the symbol name of a position, so within one generated line a segment is dropped when it continues the
// same source line as the segment before it, without a name on either: a lookup that found it now finds the
// segment it continued, whose source, line and name are the same (the column is where that run starts).

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) DIGIT[B64.charCodeAt(i)] = i;

/** The fields of one VLQ segment (1, 4 or 5 numbers, relative as in the map). */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (let i = 0; i < text.length; i++) {
    const digit = DIGIT[text.charCodeAt(i)];
    if (digit < 0) throw new Error(`not a source map segment: ${text}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

function encodeValue(n) {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = '';
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    out += B64[digit];
  } while (v > 0);
  return out;
}

/**
 * The map's `mappings` with only the segments a stack trace can tell apart (above). Segments are re-encoded
 * from absolute positions, so the relative fields stay right across the dropped ones.
 */
export function thinMappings(mappings) {
  // Absolute state while reading (the generated column restarts on each line) and while writing.
  const read = { source: 0, line: 0, column: 0, name: 0 };
  const written = { source: 0, line: 0, column: 0, name: 0 };
  const out = [];
  for (const lineText of mappings.split(';')) {
    let generatedColumn = 0;
    let writtenColumn = 0;
    let previous = null;
    const kept = [];
    for (const text of lineText ? lineText.split(',') : []) {
      const f = decodeSegment(text);
      generatedColumn += f[0];
      const segment = { column: generatedColumn, mapped: f.length >= 4, named: f.length === 5 };
      if (segment.mapped) {
        read.source += f[1];
        read.line += f[2];
        read.column += f[3];
        segment.source = read.source;
        segment.line = read.line;
        segment.originalColumn = read.column;
        if (segment.named) segment.name = read.name += f[4];
      }
      const continues =
        previous !== null && segment.mapped && previous.mapped && !segment.named && !previous.named && segment.source === previous.source && segment.line === previous.line;
      previous = segment;
      if (continues) continue;
      let encoded = encodeValue(segment.column - writtenColumn);
      writtenColumn = segment.column;
      if (segment.mapped) {
        encoded += encodeValue(segment.source - written.source) + encodeValue(segment.line - written.line) + encodeValue(segment.originalColumn - written.column);
        written.source = segment.source;
        written.line = segment.line;
        written.column = segment.originalColumn;
        if (segment.named) {
          encoded += encodeValue(segment.name - written.name);
          written.name = segment.name;
        }
      }
      kept.push(encoded);
    }
    out.push(kept.join(','));
  }
  return out.join(';');
}
