using System;
using System.Linq;

namespace Demo
{
    public record Person(string Name, int Age);

    internal static class Program
    {
        private static void Main(string[] args)
        {
            var people = new[] { new Person("Ann", 31), new Person("Bo", 17) };
            foreach (var p in people.Where(p => p.Age >= 18).OrderBy(p => p.Name))
                Console.WriteLine($"{p.Name} is {p.Age}");
            int? maybe = null;
            Console.WriteLine(maybe ?? 0x2A);
        }
    }
}
