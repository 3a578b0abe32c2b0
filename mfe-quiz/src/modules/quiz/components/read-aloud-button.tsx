import { ReadAloudButton as PlatformReadAloudButton } from '@grammarpath/platform';

/** Reads the question aloud; pressed again while reading, it stops. Its save action adds it to Saved Audio. */
export function ReadAloudButton({ text }: { text: string }) {
  return <PlatformReadAloudButton text={text} />;
}
