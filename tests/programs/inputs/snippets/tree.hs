{-# LANGUAGE ScopedTypeVariables #-}
module Main where

import qualified Data.Map as M

-- | A binary tree.
data Tree a = Leaf | Node (Tree a) a (Tree a) deriving (Show, Eq)

insert :: Ord a => a -> Tree a -> Tree a
insert x Leaf = Node Leaf x Leaf
insert x t@(Node l v r)
  | x < v = Node (insert x l) v r
  | x > v = Node l v (insert x r)
  | otherwise = t

main :: IO ()
main = print $ foldr insert Leaf [3, 1, 2 :: Int] == Leaf
