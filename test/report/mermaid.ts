/**
 * Checks a gantt with mermaid's own grammar: `mermaid.parse`, then the diagram's database
 * resolves every task's dates (where a bad date or a misread statement fails). No DOM needed.
 */
import mermaid from 'mermaid';

export interface GanttTask {
  section: string;
  task: string;
  start: number;
  end: number;
  milestone: boolean;
  crit: boolean;
  done: boolean;
  active: boolean;
}

export async function ganttTasks(source: string): Promise<GanttTask[]> {
  await mermaid.parse(source);
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(source);
  const db = diagram.db as unknown as {
    getTasks(): Array<Record<string, unknown>>;
    clear?(): void;
  };
  const tasks = db.getTasks().map((t) => ({
    section: String(t['section']),
    task: String(t['task']).trim(),
    start: (t['startTime'] as Date).getTime(),
    end: (t['endTime'] as Date).getTime(),
    milestone: Boolean(t['milestone']),
    crit: Boolean(t['crit']),
    done: Boolean(t['done']),
    active: Boolean(t['active']),
  }));
  db.clear?.();
  return tasks;
}

/** The source of the first ```mermaid block in `markdown`. */
export function mermaidBlock(markdown: string): string | undefined {
  return /```mermaid\n([\s\S]*?)\n```/.exec(markdown)?.[1];
}
