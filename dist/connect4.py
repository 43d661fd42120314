# connect4: built by arena-bundler from 9 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.connect4 sources.connect4.board sources.connect4.opening_book sources.connect4.opening sources.connect4.evaluation sources.connect4.search sources.connect4.protocol sources.connect4.__main__
# inputs sha256: 72a723e0a3a77c37
import time as b;import gc;import os;import sys as a;g=7;c=9;h=g+1;w=g*c;i=4,3,5,2,6,1,7,0,8
def k(a,b):return 1<<a*h+b
j=127,32512,8323072,2130706432,545460846592,0x7f0000000000,0x7f000000000000,0x7f00000000000000,0x7f0000000000000000;l=0x10101010101010101;m=0x7f7f7f7f7f7f7f7f7f;x=0x808080808080808080;o=0x555555555555555555,0x2a2a2a2a2a2a2a2a2a
def n(a,d):c=a<<1&a<<2&a<<3;b=a<<8&a<<16;c|=b&(a<<24|a>>8);b=a>>8&a>>16;c|=b&(a<<8|a>>24);b=a<<7&a<<14;c|=b&(a<<21|a>>7);b=a>>7&a>>14;c|=b&(a<<7|a>>21);b=a<<9&a<<18;c|=b&(a<<27|a>>9);b=a>>9&a>>18;c|=b&(a<<9|a>>27);return c&(m^d)
def p(d):
 a=0
 for b in range(c):e=d>>b*h&j[0];a|=e<<(c-1-b)*h
 return a
def u(a,b):return a+b
def y(f,h):
 a=b=0
 for i,j in enumerate(f):
  c=g-1-i
  for d,e in enumerate(j):
   if e!='.':
    b|=k(d,c)
    if e==h:a|=k(d,c)
 return a,b
def z(a):return(a.bit_length()-1)//h
q=7,5,2,0,0,0,2,5,7;r={1:3,4:3,256:3,258:0,513:1,1024:3,65536:4,65538:0,66048:1,131073:2,131328:2,262144:3,16777216:4,16777218:3,16777728:1,16908288:3,33554433:4,33554688:3,33619968:3,67108864:4,4294967296:3,4294967298:3,4294967808:3,4295098368:3,4328521728:3,8589934593:3,8589934848:5,8590000128:4,8606711808:4,17179869184:3,1099511627778:3,1099511628288:3,1099511758848:3,1099545182208:3,2199023255553:4,2199023255808:4,2199023321088:6,281474976710658:3,281474976711168:1,281474976841728:3,562949953421313:5,562949953421568:5,72057594037927938:3,72057594037928448:1,0x200000000000001:7,0x10000000000000002:3};E='STEAL'
def F(b,d):
 a=r.get(u(b,d))
 if a is not None:return a
 a=r.get(u(p(b),p(d)));return None if a is None else c-1-a
def G(a):return q[a]<0
def H():return min(range(c),key=lambda c:(abs(q[c]),abs(c-4)))
def I(c,a,e,d,f,g):
 if a==0:return H(),0
 if e and G(z(a)):return E,0
 b=F(c,a)
 if b is not None:return b,0
 b,_=d.best_move(c,a,f,g);return b,d.depth_reached
J=16;K=24;s=60;L=100;t=2000;M=0x5d005d5555555d005d,0x492a14636363142a49,0x3e634955555549633e,0x1c3e3636363e1c00,8830586978304
def N(f,b,c):
 d=b|c|x;e=d&~(d-l);a=e&m
 if not a:return 0
 g=(e-(f+l)).bit_count()-a.bit_count()
 if g&1:return 0 if a&c&~b else 1
 return 0 if a&b&~c else-1
def O(i,j,d,e,f):
 b=e&~(f<<1);c=f&~(e<<1);g=d.bit_count()&1;k=o[g];l=o[1-g];a=J*(b.bit_count()-c.bit_count());a+=K*((b&k).bit_count()-(c&l).bit_count())
 if b&b>>1:a+=s
 if c&c>>1:a-=s
 a+=L*N(d,b,c)
 for m,h in enumerate(M):a+=(i&h).bit_count()-(j&h).bit_count()<<m
 return max(-t,min(t,a))
d=100000;e=d-1000;A,B,C=0,1,2;v=64;P=400000
class f(Exception):0
def Q(a,b):
 if a>e:return a+b
 if a<-e:return a-b
 return a
def R(a,b):
 if a>e:return a-b
 if a<-e:return a+b
 return a
def D(e,f,g,h):
 a=[]
 for b in i:
  c=g&j[b]
  if c:d=n(e|c,f|c);a.append((b!=h,-d.bit_count(),len(a),b,d))
 a.sort();return[(a[3],a[4])for a in a]
def S(d,b):
 a=[c for c in i if d&j[c]]
 if b in a:a.remove(b);a.insert(0,b)
 return[(a,None)for a in a]
class T:
 def __init__(a):a.table={};a.nodes=0;a.node_limit=None;a.deadline=None;a.next_check=0;a.depth_reached=0
 def best_move(a,h,c,p=None,k=None):
  q=b.perf_counter();a.node_limit=None if k is None else a.nodes+k;a.deadline=None if p is None or k is not None else q+p;a.next_check=a.nodes+v
  if len(a.table)>P:a.table.clear()
  t=w-c.bit_count();a.depth_reached=0;u=c+l&m;r=n(h,c)&u
  if r:return next(c for c in i if r&j[c]),d-1
  g=a.root_columns(h,c,None)[0][0],0
  for s in range(1,t+1):
   try:g=a.search_root(h,c,s,g[0])
   except f as o:
    if o.args and o.args[0]is not None:g=o.args[0]
    break
   a.depth_reached=s
   if abs(g[1])>e:break
   if a.deadline is not None and not a.time_for_another_iteration(q):break
  return g
 def time_for_another_iteration(c,d):a=b.perf_counter();return a+2*(a-d)<c.deadline
 def root_columns(i,c,a,f):d=a+l&m;e=n(c^a,a);b=e&d or d;g=b&~(e>>1);h=D(c,a,g or b,f);return[a for a,_ in h],b
 def search_root(e,k,g,h,n):
  o,p=e.root_columns(k,g,n);a,l=-d,d;c=None
  for m in o:
   q=p&j[m];i=k^g,g|q
   try:
    if c is None:b=-e.negamax(*i,h-1,-l,-a,1)
    else:
     b=-e.negamax(*i,h-1,-a-1,-a,1)
     if b>a:b=-e.negamax(*i,h-1,-l,-a,1)
   except f:raise f(c)
   if c is None or b>a:c=m,b;a=max(a,b)
  return c
 def negamax(f,o,g,p,b,e,h,q=None):
  f.nodes+=1
  if f.nodes>=f.next_check:f.check_budget()
  s=g+l&m;E=n(o,g)
  if E&s:return d-h-1
  if not s:return 0
  r=o^g
  if q is None:q=n(r,g)
  c=q&s
  if c:
   if c&c-1:return-(d-h-2)
  else:c=s
  c&=~(q>>1)
  if not c:return-(d-h-2)
  F=not c&c-1
  if p<=0 and not F:return O(o,r,g,E,q)
  if e>d-h-3:
   e=d-h-3
   if b>=e:return e
  G=u(o,g);H=f.table.get(G);v=None
  if H is not None:
   K,i,L,v=H
   if K>=p:
    a=R(L,h)
    if i==A:return a
    if i==B and a>=e:return a
    if i==C and a<=b:return a
  M=b;t=p if F else p-1;k=-d;w=None
  if t>0:I=D(o,g,c,v)
  else:I=S(c,v)
  for J,x in I:
   y=g|c&j[J];z=h+1
   if w is None:a=-f.negamax(r,y,t,-e,-b,z,x)
   else:
    a=-f.negamax(r,y,t,-b-1,-b,z,x)
    if b<a<e:a=-f.negamax(r,y,t,-e,-b,z,x)
   if a>k:
    k=a;w=J
    if a>b:
     b=a
     if b>=e:break
  if k<=M:i=C
  elif k>=e:i=B
  else:i=A
  f.table[G]=p,i,Q(k,h),w;return k
 def check_budget(a):
  a.next_check=a.nodes+v
  if a.node_limit is not None:
   if a.nodes>=a.node_limit:raise f
   a.next_check=min(a.next_check,a.node_limit)
  elif a.deadline is not None and b.perf_counter()>=a.deadline:raise f
U=1.;V=.1;W=.38;X=-2
def Y():a=os.environ.get('ARENA_NODES');return int(a)if a else None
def Z(b):c=int(b);d=[a.stdin.readline().strip()for _ in range(g)];e=int(a.stdin.readline());f=[int(a.stdin.readline())for _ in range(e)];a.stdin.readline();return c,d,f
def aa(f):
 d='0';e=True
 while True:
  c=a.stdin.readline()
  if not c:return
  g=b.perf_counter()
  if len(c.split())==2:d=c.split()[0];c=a.stdin.readline()
  try:h,i,j=Z(c)
  except ValueError as k:print(f'unreadable turn input: {k}',file=a.stderr);print(4,flush=True);continue
  l=U if e else V;e=False
  def m(a=g):return b.perf_counter()-a
  print(f(d,h,i,j,l,m),flush=True)
def ba():
 gc.disable();e=Y();b=T()
 def c(f,g,h,i,j,c):k,l=y(h,f);m=b.nodes;d,n=I(k,l,X in i,b,j*W-c(),e);print(f'turn {g}: {d} depth {n} nodes {b.nodes-m} ms {c()*1000:.1f}',file=a.stderr);return d
 aa(c)
ba()
