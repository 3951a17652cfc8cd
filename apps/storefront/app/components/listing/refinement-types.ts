/** The listing's view of the search API's refinements (structurally the API's own types). */
export type RefinementValue = {
  value: string;
  label: string;
  hitCount: number;
  presentationId?: string;
  values?: RefinementValue[];
};
export type Refinement = { attributeId: string; label: string; values: RefinementValue[] };

/** Attributes that hold one value at a time. */
export const SINGLE_VALUED = new Set(['price', 'c_isNew', 'c_isSale', 'cgid']);
