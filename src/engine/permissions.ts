/** A feature master entry of a role: the side menu and every detail tab are granted by name. */
export interface FeatureMaster {
  id: number;
  name: string;
  parent_id: number | null;
}

/** Parent feature ids of the detail tabs: 5 in entry (申込) mode, 22 for contracted customers (000 §6). */
export const tabFeatureParent = { entry: 5, contracted: 22 } as const;

/** A tab is authorised when a feature of exactly its name exists under the parent of the current mode. */
export function isFeatureAllowed(features: FeatureMaster[], name: string, isEntry: boolean): boolean {
  const parent = isEntry ? tabFeatureParent.entry : tabFeatureParent.contracted;
  return features.some((feature) => feature.name === name && feature.parent_id === parent);
}
