package demo.shapes;

import java.util.List;

/** Shapes and their areas. */
public sealed interface Shape permits Circle, Square {
    double area();
}

record Circle(double r) implements Shape {
    public double area() { return Math.PI * r * r; }
}

record Square(double side) implements Shape {
    @Override public double area() { return side * side; }
}

class Main {
    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1.0), new Square(2));
        shapes.forEach(s -> System.out.printf("%s %.2f%n", s, s.area()));
    }
}
