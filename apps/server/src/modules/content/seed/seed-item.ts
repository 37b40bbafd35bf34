import type { ContentKind, ContentWriteInput } from '@bitdata/contracts';

/**
 * One item of the content the product ships with: written as an operator would write it (the write
 * body of the content API), published at once. A section comes after its parent.
 */
export type SeedItem = ContentWriteInput & { kind: ContentKind };
