package shapes

sealed trait Shape { def area: Double }
case class Circle(r: Double) extends Shape { def area = math.Pi * r * r }
case class Rect(w: Double, h: Double) extends Shape { val area = w * h }

object Main extends App {
  val shapes: List[Shape] = List(Circle(1), Rect(2, 3))
  shapes.collect { case c @ Circle(r) if r > 0 => c }.foreach(println)
  println(s"total = ${shapes.map(_.area).sum}%.2f")
  implicit val ord: Ordering[Shape] = Ordering.by(_.area)
}
