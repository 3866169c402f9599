import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_TOPICS } from '@trade/contracts';

describe('the local servers topic list', () => {
  it('creates every topic of the event catalogue, and its dlq', () => {
    const listed = readFileSync(path.join(__dirname, 'topics.txt'), 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim().split(/\s+/)[0])
      .filter(Boolean);
    expect(listed).toEqual(expect.arrayContaining(ALL_TOPICS));
  });
});
