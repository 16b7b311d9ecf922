/** One line of Prometheus' text format: `name{label="value",...} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of an exposition text (comments and blank lines skipped). */
export function parseSamples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = sampleLine.exec(line);
    if (!match) return [];
    const [, name = '', labelText = '', value = ''] = match;
    const labels = Object.fromEntries(
      [...labelText.matchAll(labelPair)].map(([, key = '', text = '']) => [key, text]),
    );
    return [{ name, labels, value: Number(value) }];
  });
}

/** The value of the sample with exactly these labels, or undefined when there is none. */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels);
  return parseSamples(text).find(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === wanted.length &&
      wanted.every(([key, value]) => sample.labels[key] === value),
  )?.value;
}
