#!/usr/bin/perl
use strict;
use warnings;

my %count;
while (my $line = <STDIN>) {
    chomp $line;
    $count{lc $_}++ for grep { /\w/ } split /\s+/, $line;
}
for my $word (sort { $count{$b} <=> $count{$a} || $a cmp $b } keys %count) {
    printf "%-20s %d\n", $word, $count{$word};
}
my @list = qw(one two three);
print "Last: $list[-1]\n" if @list;
