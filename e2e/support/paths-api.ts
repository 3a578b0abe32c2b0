import { type APIRequestContext, expect } from '@playwright/test';

interface PathItem {
  id: number;
  name: string;
  stageCount: number;
}

interface StageItem {
  id: number;
  orderIndex: number;
}

/** A seeded path by its (English) name. */
export async function pathByName(request: APIRequestContext, name: string): Promise<PathItem> {
  const res = await request.get('/api/learning-paths');
  expect(res.ok(), await res.text()).toBe(true);
  const path = ((await res.json()) as PathItem[]).find((item) => item.name === name);
  if (!path) throw new Error(`No seeded path named ${name}`);
  return path;
}

/** The path's stage ids in order. */
export async function stageIdsOf(request: APIRequestContext, pathId: number): Promise<number[]> {
  const res = await request.get(`/api/learning-paths/${pathId}/stages`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as StageItem[])
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((stage) => stage.id);
}

export async function startPathByApi(request: APIRequestContext, pathId: number): Promise<void> {
  const res = await request.post(`/api/learning-paths/${pathId}/start`);
  expect(res.ok(), await res.text()).toBe(true);
}

export async function completeStageByApi(
  request: APIRequestContext,
  pathId: number,
  stageId: number,
): Promise<void> {
  const res = await request.post(`/api/learning-paths/${pathId}/stages/${stageId}/complete`);
  expect(res.ok(), await res.text()).toBe(true);
}
