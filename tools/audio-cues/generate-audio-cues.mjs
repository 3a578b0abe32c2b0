// Writes the product's four audio cues (shell/public/audio/*.wav): short sine-tone phrases, 16-bit mono PCM.
// Run `node tools/audio-cues/generate-audio-cues.mjs` after changing a cue; the files are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 22_050;
const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../shell/public/audio');

/** Each note: frequency in Hz (0 = rest), duration in seconds, peak amplitude 0..1. */
const CUES = {
  correct: [
    [659.25, 0.09, 0.45],
    [987.77, 0.16, 0.45],
  ],
  incorrect: [
    [311.13, 0.12, 0.4],
    [233.08, 0.22, 0.4],
  ],
  celebration: [
    [523.25, 0.09, 0.4],
    [659.25, 0.09, 0.4],
    [783.99, 0.09, 0.4],
    [1046.5, 0.3, 0.42],
  ],
  error: [
    [196.0, 0.1, 0.42],
    [0, 0.05, 0],
    [196.0, 0.16, 0.42],
  ],
};

function render(notes) {
  const samples = [];
  for (const [frequency, seconds, amplitude] of notes) {
    const count = Math.round(seconds * SAMPLE_RATE);
    const fade = Math.min(Math.round(0.012 * SAMPLE_RATE), Math.floor(count / 2));
    for (let i = 0; i < count; i++) {
      const envelope = Math.min(1, i / fade, (count - 1 - i) / fade);
      const t = i / SAMPLE_RATE;
      // A touch of the second harmonic makes the tone less piercing than a bare sine.
      const value =
        Math.sin(2 * Math.PI * frequency * t) * 0.85 + Math.sin(4 * Math.PI * frequency * t) * 0.15;
      samples.push(frequency === 0 ? 0 : value * amplitude * envelope);
    }
  }
  return samples;
}

function wav(samples) {
  const dataBytes = samples.length * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // PCM header size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  buffer.writeUInt16LE(2, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  samples.forEach((sample, index) =>
    buffer.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32_767), 44 + index * 2),
  );
  return buffer;
}

mkdirSync(OUT_DIR, { recursive: true });
for (const [name, notes] of Object.entries(CUES)) {
  const file = join(OUT_DIR, `${name}.wav`);
  writeFileSync(file, wav(render(notes)));
  console.log(
    `${file}: ${((notes.reduce((sum, [, s]) => sum + s, 0) * SAMPLE_RATE * 2 + 44) / 1024) | 0} KB`,
  );
}
