interface Point { x: number; y: number; readonly label?: string }

type Shape =
  | { kind: "circle"; center: Point; radius: number }
  | { kind: "rect"; corner: Point; w: number; h: number };

export function area(s: Shape): number {
  switch (s.kind) {
    case "circle": return Math.PI * s.radius ** 2;
    case "rect": return s.w * s.h;
  }
}

enum Color { Red = 1, Green, Blue }
const generic = <T extends object>(x: T): T[] => [x];
console.log(area({ kind: "rect", corner: { x: 0, y: 0 }, w: 2, h: 3 }), Color.Green, generic({}));
