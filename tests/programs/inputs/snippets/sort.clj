(ns demo.sort
  (:require [clojure.string :as str]))

;; quicksort
(defn qsort [[pivot & xs]]
  (when pivot
    (let [smaller (filter #(< % pivot) xs)
          larger  (remove #(< % pivot) xs)]
      (concat (qsort smaller) [pivot] (qsort larger)))))

(println (qsort [3 1 4 1 5 9 2 6]) (str/upper-case "done") :keyword \c)
