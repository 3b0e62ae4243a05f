/** Types of fault-fs.mjs (see there). */
export interface FaultControl {
  under: string | undefined;
  failAt: number;
  code: string;
  kind: 'write' | 'read' | string;
  steps: string[];
  fired: string | undefined;
  reset(options?: {
    under?: string;
    failAt?: number;
    code?: string;
    kind?: 'write' | 'read';
  }): void;
}
export const control: FaultControl;
