import { describe, expect, it } from 'vitest';
import { BLOCK_EXAMPLES, exampleWith, issuesOf, stored } from './testing.js';

describe('footer (spec 3 §3.7)', () => {
  it('accepts the example and fills in empty lists and off switches', () => {
    const body = stored('footer', BLOCK_EXAMPLES.footer);
    expect(body).toMatchObject({ columnOneLinks: [], legalLinks: [], hasQualtricsLink: false });
    expect(body.submitEmail).toMatchObject({ enableEmailSubscription: true });
  });

  it('names a link without its name and an icon that is not an icon name', () => {
    expect(
      issuesOf('footer', {
        legalLinks: [{ link: '/t/privacy' }],
        socialLinks: [{ title: 'X', icon: 'X Logo', link: 'https://x.com' }],
      }),
    ).toEqual(['socialLinks.0.icon: must be an icon name such as instagram', 'legalLinks.0.name: required']);
  });

  it('sanitises the subscription legal text', () => {
    const body = stored('footer', {
      submitEmail: { legalText: '<p style="x">Read our <a href="javascript:x">policy</a></p><script>x</script>' },
    });
    expect(body.submitEmail).toMatchObject({ legalText: '<p>Read our policy</p>' });
  });
});

describe('video, blank and auto-refresh (spec 3 §3.8)', () => {
  it('accepts every example', () => {
    for (const type of ['video', 'blank', 'auto-refresh'] as const)
      expect(issuesOf(type, BLOCK_EXAMPLES[type]), type).toEqual([]);
  });

  it('video: a title and a playable source', () => {
    expect(issuesOf('video', { video: { url: '/v.mov', mimeType: 'video/quicktime' } })).toEqual([
      'title: required',
      'video.mimeType: must be one of: video/mp4, video/webm',
    ]);
  });

  it('blank: a height from the scale, medium by default', () => {
    expect(stored('blank', {}).height).toBe('medium');
    expect(issuesOf('blank', { height: 40 })).toEqual(['height: must be one of: small, medium, large']);
  });

  it('auto-refresh: refreshDateTime is required and a valid date; the time zone is UTC by default', () => {
    expect(issuesOf('auto-refresh', {})).toEqual(['refreshDateTime: required']);
    for (const refreshDateTime of ['2026-13-01T09:00:00', '2026-02-29T09:00:00', 'tomorrow', '24/12/2026'])
      expect(issuesOf('auto-refresh', { refreshDateTime }), refreshDateTime).toEqual([
        'refreshDateTime: must be a valid date and time, such as 2026-12-24T09:00:00',
      ]);
    expect(stored('auto-refresh', { refreshDateTime: '2028-02-29T09:00:00Z' }).refreshSettings).toEqual({
      timezone: 'UTC',
    });
    expect(
      issuesOf('auto-refresh', exampleWith('auto-refresh', { refreshSettings: { timezone: 'Mars/Olympus' } })),
    ).toEqual(['refreshSettings.timezone: must be a time zone such as America/Toronto']);
  });
});
