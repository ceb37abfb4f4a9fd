import { createReportSchema } from './reports';

const ID = '6f1c2f0e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const codes = (data: unknown) => {
  const result = createReportSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

test('a preset reason is kept as its key; any other words are details of reason "other"', () => {
  expect(createReportSchema.parse({ postId: ID, postAuthorId: ID, reason: 'violence' })).toEqual({ item: { type: 'post', id: ID }, reason: 'violence', details: null });
  expect(createReportSchema.parse({ commentId: ID, reason: '  Copied from my blog.  ' })).toEqual({ item: { type: 'comment', id: ID }, reason: 'other', details: 'Copied from my blog.' });
  expect(createReportSchema.parse({ messageId: ID, reason: 'spam' }).item).toEqual({ type: 'message', id: ID });
});

test('a reason is required, and "other" alone says nothing', () => {
  expect(codes({ messageId: ID, reason: ' ' })).toEqual(['REPORT_REASON_REQUIRED']);
  expect(codes({ messageId: ID, reason: 'other' })).toEqual(['REPORT_DETAILS_REQUIRED']);
  expect(codes({ messageId: ID, reason: 'x'.repeat(1001) })).toEqual(['TOO_LONG']);
});

test('exactly one item, and a post names its author', () => {
  expect(codes({ reason: 'spam' })).toContain('VALIDATION_FAILED');
  expect(codes({ postId: ID, commentId: ID, postAuthorId: ID, reason: 'spam' })).toContain('VALIDATION_FAILED');
  expect(codes({ postId: ID, reason: 'spam' })).toContain('VALIDATION_FAILED');
});
