import { clusterSearchBox, sameUnit, type UnitFacts } from "./same-unit";

/**
 * The clusters among these listings: each listing linked to another by `sameUnit`,
 * directly or through others, maps to its cluster's id (the smallest id in it); a listing
 * with no such link is absent. Pairs are only compared within a grid of cells as large as
 * the rule's radius, so a whole city is clustered in one pass.
 */
export function clusterIdsOf(units: readonly UnitFacts[]): Map<string, string> {
  const cellDeg = (({ maxLat, minLat }) => maxLat - minLat)(clusterSearchBox(0, 0));
  const cellOf = (lat: number, lng: number) => `${Math.floor(lat / cellDeg)}:${Math.floor(lng / cellDeg)}`;
  const cells = new Map<string, UnitFacts[]>();
  for (const u of units) {
    const key = cellOf(u.lat, u.lng);
    const list = cells.get(key);
    if (list) list.push(u);
    else cells.set(key, [u]);
  }
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== undefined && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  const union = (a: string, b: string) => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  };
  for (const u of units) {
    // A box of the cell's size spans at most this cell and its neighbours in longitude
    // (cells are square in degrees, the box wider than tall away from the equator).
    const box = clusterSearchBox(u.lat, u.lng);
    for (let la = Math.floor(box.minLat / cellDeg); la <= Math.floor(box.maxLat / cellDeg); la++) {
      for (let lo = Math.floor(box.minLng / cellDeg); lo <= Math.floor(box.maxLng / cellDeg); lo++) {
        for (const v of cells.get(`${la}:${lo}`) ?? []) if (u.id < v.id && sameUnit(u, v)) union(u.id, v.id);
      }
    }
  }
  const out = new Map<string, string>();
  for (const id of parent.keys()) out.set(id, find(id));
  return out;
}
