(* list utilities *)
let rec sum = function
  | [] -> 0
  | x :: rest -> x + sum rest

type shape = Circle of float | Square of float

let area = function
  | Circle r -> Float.pi *. r *. r
  | Square s -> s *. s

let () =
  Printf.printf "%d %.2f\n" (sum [1; 2; 3]) (area (Circle 1.0));
  List.iter (fun s -> print_endline s) ["a"; "b"]
