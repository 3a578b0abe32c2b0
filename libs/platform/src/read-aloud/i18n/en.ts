export const en = {
  play: 'Read aloud',
  stop: 'Stop reading',
  loading: 'Preparing audio…',
  save: 'Save audio clip',
  saved: 'Saved to your audio clips',
  alreadySaved: 'This clip is already in your saved audio',
  failed: 'Failed to play audio',
};
