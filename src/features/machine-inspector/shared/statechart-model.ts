import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { machinesCopy } from './copy.ts';

/** Everything comes from `machine.root`. */

export type ChartNodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartNode {
  id: string;
  key: string;
  kind: ChartNodeKind;
  initialId: string | null;
  children: ChartNode[];
  depth: number;
}

export interface ChartTransition {
  id: string;
  sourceId: string;
  /** Empty for a transition that stays where it is. */
  targetIds: string[];
  /** As XState names it: '' for eventless (always) transitions. */
  eventType: string;
  label: string;
  guard: string | null;
  delay: string | null;
}

export interface Statechart {
  root: ChartNode;
  nodes: ChartNode[];
  transitions: ChartTransition[];
}

type GuardLike =
  string | { type: string; params?: unknown } | ((...args: never[]) => unknown) | undefined;

function paramsText(params: unknown): string {
  if (params === undefined || params === null || typeof params === 'function') return '';
  if (typeof params !== 'object') return `(${String(params)})`;
  return `(${Object.entries(params)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ')})`;
}

export function guardLabel(guard: GuardLike): string | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = (guard as { guards?: GuardLike[] }).guards;
    if (combined && guard.name === 'not') return `!${guardLabel(combined[0]) ?? '?'}`;
    if (combined && (guard.name === 'and' || guard.name === 'or')) {
      return combined
        .map((inner) => guardLabel(inner) ?? '?')
        .join(guard.name === 'and' ? ' && ' : ' || ');
    }
    return guard.name || 'guarda';
  }
  return `${guard.type}${paramsText(guard.params)}`;
}

/** 300000 → '5 min'; 1500 → '1,5 s'. */
export function durationLabel(ms: number): string {
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms >= 1000) return `${(ms / 1000).toLocaleString('pt-BR')} s`;
  return `${ms} ms`;
}

function delayLabel(machine: AnyStateMachine, delay: unknown): string {
  if (typeof delay === 'number') return machinesCopy.after(durationLabel(delay));
  if (typeof delay !== 'string') return machinesCopy.after(machinesCopy.computedDelay);
  const configured: unknown = (machine.implementations.delays as Record<string, unknown>)[delay];
  // A delay computed from context (token expiry, checklist expiry) is shown by its name.
  return typeof configured === 'number'
    ? machinesCopy.after(`${durationLabel(configured)} (${delay})`)
    : machinesCopy.after(delay);
}

export function eventLabel(eventType: string): string {
  if (eventType === '') return machinesCopy.always;
  return eventType.startsWith('xstate.') ? eventType.slice('xstate.'.length) : eventType;
}

function kindOf(node: AnyStateNode): ChartNodeKind {
  return node.type;
}

export function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export const transitionId = (node: AnyStateNode, index: number) => `${node.id}#${index}`;

export function readStatechart(machine: AnyStateMachine): Statechart {
  const nodes: ChartNode[] = [];
  const transitions: ChartTransition[] = [];

  const visit = (node: AnyStateNode, depth: number): ChartNode => {
    const children = Object.values(node.states as Record<string, AnyStateNode>).map((child) =>
      visit(child, depth + 1),
    );
    const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
    const chart: ChartNode = {
      id: node.id,
      key: node.key,
      kind: kindOf(node),
      initialId: initialTarget?.id ?? null,
      children,
      depth,
    };
    nodes.push(chart);
    return chart;
  };
  const root = visit(machine.root, 0);
  // Definition order (parents first) reads better in the lists.
  nodes.sort((a, b) => a.depth - b.depth);

  const walk = (node: AnyStateNode) => {
    const delays = new Map<string, unknown>((node.after ?? []).map((t) => [t.eventType, t.delay]));
    ownTransitions(node).forEach((t, index) => {
      const delay = delays.get(t.eventType);
      transitions.push({
        id: transitionId(node, index),
        sourceId: t.source.id,
        targetIds: (t.target ?? []).map((target) => target.id),
        eventType: t.eventType,
        label: delay === undefined ? eventLabel(t.eventType) : delayLabel(machine, delay),
        guard: guardLabel(t.guard as GuardLike),
        delay: delay === undefined ? null : delayLabel(machine, delay),
      });
    });
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) walk(child);
  };
  walk(machine.root);
  return { root, nodes, transitions };
}

export function activeStateIds(machine: AnyStateMachine, value: unknown): Set<string> {
  const active = new Set<string>([machine.root.id]);
  const enter = (node: AnyStateNode, part: unknown) => {
    const states = node.states as Record<string, AnyStateNode>;
    if (typeof part === 'string') {
      const child = states[part];
      if (child) active.add(child.id);
      return;
    }
    if (part && typeof part === 'object') {
      for (const [key, inner] of Object.entries(part)) {
        const child = states[key];
        if (!child) continue;
        active.add(child.id);
        enter(child, inner);
      }
    }
  };
  enter(machine.root, value);
  return active;
}

export function stateValueText(value: unknown): string {
  const leaves: string[] = [];
  const walk = (part: unknown, prefix: string) => {
    if (typeof part === 'string') leaves.push(prefix + part);
    else if (part && typeof part === 'object') {
      for (const [key, inner] of Object.entries(part)) walk(inner, `${prefix}${key}.`);
    }
  };
  walk(value, '');
  return leaves.join(', ');
}

/** Transitions leaving it are left out of this drawing (the tables still list them). */
export function subchart(chart: Statechart, stateId: string): Statechart | null {
  const root = chart.nodes.find((node) => node.id === stateId);
  if (!root || root.children.length === 0) return null;
  const inside = new Set<string>();
  const collect = (node: ChartNode) => {
    inside.add(node.id);
    node.children.forEach(collect);
  };
  collect(root);
  return {
    root,
    nodes: chart.nodes.filter((node) => inside.has(node.id)),
    transitions: chart.transitions.filter(
      (t) => inside.has(t.sourceId) && t.targetIds.every((id) => inside.has(id)),
    ),
  };
}
