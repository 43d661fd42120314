# knights: built by arena-bundler from 7 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.knights sources.knights.board sources.knights.evaluation sources.knights.search sources.knights.protocol sources.knights.__main__
# inputs sha256: 5caf377ca7ed0077
u=200000;w=Exception;b=enumerate;e=len;g=range;f=int;import struct;from base64 import b64decode as H;import time as j,os,sys as l;m=(1<<64)-1;d=72340172838076673;x=d<<1;y=d<<6;h=d<<7;n='rgb';a=3;c=list(struct.unpack('<64Q',H('AAQCAAAAAAAACAUAAAAAAAARCgAAAAAAACIUAAAAAAAARCgAAAAAAACIUAAAAAAAABCgAAAAAAAAIEAAAAAAAAQABAIAAAAACAAIBQAAAAARABEKAAAAACIAIhQAAAAARABEKAAAAACIAIhQAAAAABAAEKAAAAAAIAAgQAAAAAACBAAEAgAAAAUIAAgFAAAAChEAEQoAAAAUIgAiFAAAAChEAEQoAAAAUIgAiFAAAACgEAAQoAAAAEAgACBAAAAAAAIEAAQCAAAABQgACAUAAAAKEQARCgAAABQiACIUAAAAKEQARCgAAABQiACIUAAAAKAQABCgAAAAQCAAIEAAAAAAAgQABAIAAAAFCAAIBQAAAAoRABEKAAAAFCIAIhQAAAAoRABEKAAAAFCIAIhQAAAAoBAAEKAAAABAIAAgQAAAAAACBAAEAgAAAAUIAAgFAAAAChEAEQoAAAAUIgAiFAAAAChEAEQoAAAAUIgAiFAAAACgEAAQoAAAAEAgACBAAAAAAAIEAAQAAAAABQgACAAAAAAKEQARAAAAABQiACIAAAAAKEQARAAAAABQiACIAAAAAKAQABAAAAAAQCAAIAAAAAAAAgQAAAAAAAAFCAAAAAAAAAoRAAAAAAAAFCIAAAAAAAAoRAAAAAAAAFCIAAAAAAAAoBAAAAAAAABAIAA=')))
def C(a):return(a<<17&~d|a<<15&~h|a<<10&~(d|x)|a<<6&~(y|h)|a>>15&~d|a>>17&~h|a>>6&~(d|x)|a>>10&~(y|h))&m
def I(a):return'abcdefgh'[a%8]+str(a//8+1)
def J(g):
 d=0;e=[0]*a
 for h,i in b(g):
  j=7-h
  for k,c in b(i):
   if c!='.':
    f=j*8+k;d|=1<<f
    if c in n:e[n.index(c)]=f
 return d,e
i=1000;K=900;L=8;D=1000;M=u;o=0xaa55aa55aa55aa55
def q(a):return(a-1)*2*i
def p(e,d):
 b=0;a=c[e]&d
 while a:b|=a;a=C(a)&d&~b
 return b
def E(c,a):b=a&(o if 1<<c&o else~o&m);d=(a^b).bit_count();e=b.bit_count();return min(2*d,2*e+1)
class F:
 def __init__(a,b=D,deadline=None):a.cap=b;a.deadline=deadline;a.memo={};a.budget=0
 def length(a,c,d,b=None):
  a.budget=a.cap if b is None else b
  if e(a.memo)>M:a.memo.clear()
  f=a._search(c,d);return f,a.budget>0
 def best_move(a,g,d,h):
  a.budget=h;e,b=-1,-1
  for c in a._ordered_targets(g,d):
   f=1+a._search(c,d&~(1<<c))
   if f>b:e,b=c,f
   if a.budget<=0:break
  return e,b
 def _ordered_targets(h,g,d):
  a=c[g]&d;b=[]
  while a:e=a&-a;f=e.bit_length()-1;a^=e;b.append(((c[f]&d).bit_count(),f))
  b.sort();return[a for _,a in b]
 def _search(a,d,c):
  e=c<<6|d;f=a.memo.get(e)
  if f is not None:return f
  a.budget-=1
  if a.budget&255==0 and a.deadline is not None:
   if j.perf_counter()>a.deadline:a.budget=0
  if a.budget<=0:return 0
  i=E(d,c);b=0
  for g in a._ordered_targets(d,c):
   h=1+a._search(g,c&~(1<<g))
   if h>b:
    b=h
    if b>=i:break
   if a.budget<=0:return b
  a.memo[e]=b;return b
def N(f,d,l):
 g=l;h=[1<<f[a]for a in d];i=[0]*e(d);a=True
 while a:
  a=False
  for j,k in b(h):
   if k:c=C(k)&g;g^=c;h[j]=c;i[j]|=c;a=a or bool(c)
 return[E(f[b],i[a])for a,b in b(d)]
class O:
 def __init__(a,b=D,deadline=None):a.paths=F(b,deadline)
 def remaining_moves(j,k,c,d):
  h=~k&m;e=[p(c[a],h)for a in d];f=None;g=[]
  for a,l in b(d):
   i=0
   for n,o in b(e):
    if n!=a:i|=o
   if e[a]&i:
    if f is None:f=N(c,d,h)
    g.append((f[a],False))
   else:g.append(j.paths.length(c[l],e[a]))
  return g
 def evaluate(n,o,p,q,k,r):
  c=[(k+b)%a for b in g(a)if q[(k+b)%a]];l=n.remaining_moves(o,p,c);d=c.index(r);s,t=l[d];h=(a-e(c))*i
  for m,(u,v)in b(l):
   if m==d:continue
   j=s-u+(.5 if d>m else-.5)
   if v and t:h+=i-1 if j>0 else 1-i
   else:h+=f(K*j/(abs(j)+L))
  return h
G='paranoid';P='brs';Q=64;z,A,B=0,1,2;R=u
class t(w):0
class S:
 def __init__(a,b,c=G,node_limit=None,deadline=None):a.me=b;a.algorithm=c;a.node_limit=node_limit;a.deadline=deadline;a.nodes=0;a.depth_reached=0;a.clock_deadline=deadline if node_limit is None else None;a.evaluator=O(deadline=a.clock_deadline);a.table={};a.cut_by_depth=False
 def spend_node(a):
  a.nodes+=1
  if a.node_limit is not None:
   if a.nodes>a.node_limit:raise t
  elif j.perf_counter()>a.deadline:raise t
 def choose(a,b,f,i):
  l=a.me;m=c[f[l]]&~b;d=s(m,b,True)
  if e(d)<=1:return d[0]if d else-1
  j=a.isolated_move(b,f,i)
  if j is not None:return j
  h=d[0]
  for k in g(1,Q+1):
   a.cut_by_depth=False
   try:n,o=a.search_root(b,f,i,k,h)
   except t:break
   h=o;a.depth_reached=k
   if abs(n)>=T or not a.cut_by_depth:break
  return h
 def isolated_move(b,h,c,i):
  e=~h&(1<<64)-1;f=p(c[b.me],e)
  for d in g(a):
   if d!=b.me and i[d]:
    if p(c[d],e)&f:return
  j=R if b.node_limit is None else b.node_limit;k=F(deadline=b.clock_deadline);l,_=k.best_move(c[b.me],f,j);return l
 def search_root(a,d,l,e,m,f):
  g=a.me;t=c[l[g]]&~d;h=s(t,d,True);h.remove(f);h.insert(0,f);b,n=-k,k;o=f
  for i in h:
   p=r(l,g,i);q=d|1<<i;a.spend_node()
   if a.algorithm==P:j=a.brs(q,p,e,m-1,b,n,False)
   else:j=a.paranoid(q,p,e,v(e,g),m-1,b,n)
   if j>b:b,o=j,i
  return b,o
 def paranoid(d,e,j,b,a,n,f,g):
  t=d.me;u=c[j[a]]&~e
  while not u:
   if a==t:return q(b.count(False))
   b=r(b,a,False)
   if b.count(True)==1:return q(2)
   a=v(b,a);u=c[j[a]]&~e
  if n<=0:d.cut_by_depth=True;return d.evaluator.evaluate(e,j,b,a,t)
  C=e,j,b,a;D=d.table.get(C);o=-1
  if D is not None:
   E,l,w,o=D
   if E>=n:
    if w==z:return l
    if w==A and l>=g:return l
    if w==B and l<=f:return l
  x=a==t;m=s(u,e,x)
  if o in m:m.remove(o);m.insert(0,o)
  F=v(b,a);G,H=f,g;h=-k if x else k;y=m[0]
  for p in m:
   d.spend_node();i=d.paranoid(e|1<<p,r(j,a,p),b,F,n-1,f,g)
   if x:
    if i>h:h,y=i,p;f=max(f,i)
   elif i<h:h,y=i,p;g=min(g,i)
   if f>=g:break
  d.store(C,n,h,G,H,y);return h
 def brs(e,f,i,d,t,l,m,n):
  h=e.me
  if n:
   w=c[i[h]]&~f
   if not w:return q(d.count(False))
   if t<=0:e.cut_by_depth=True;return e.evaluator.evaluate(f,i,d,h,h)
  else:
   for b in g(a):
    if b!=h and d[b]:
     if not c[i[b]]&~f:d=r(d,b,False)
   if d.count(True)==1:return q(2)
   if t<=0:e.cut_by_depth=True;G=v(d,h);return e.evaluator.evaluate(f,i,d,G,h)
  E=f,i,d,n;F=e.table.get(E);x=None
  if F is not None:
   H,u,C,x=F
   if H>=t:
    if C==z:return u
    if C==A and u>=m:return u
    if C==B and u<=l:return u
  if n:j=[(h,a)for a in s(w,f,True)]
  else:
   j=[]
   for I in g(1,a):
    b=(h+I)%a
    if d[b]:w=c[i[b]]&~f;j+=[(b,a)for a in s(w,f,False)]
  if x in j:j.remove(x);j.insert(0,x)
  J,K=l,m;o=-k if n else k;D=j[0]
  for b,y in j:
   e.spend_node();p=e.brs(f|1<<y,r(i,b,y),d,t-1,l,m,not n)
   if n:
    if p>o:o,D=p,(b,y);l=max(l,p)
   elif p<o:o,D=p,(b,y);m=min(m,p)
   if l>=m:break
  e.store(E,t,o,J,K,D);return o
 def store(c,d,e,a,f,g,h):
  if a<=f:b=B
  elif a>=g:b=A
  else:b=z
  c.table[d]=e,a,b,h
k=10**9;T=q(2)-1
def r(a,b,c):return a[:b]+(c,)+a[b+1:]
def v(d,b):
 for e in g(1,a+1):
  c=(b+e)%a
  if d[c]:return c
 return b
def s(a,f,g):
 b=[];h=f|a
 while a:d=a&-a;e=d.bit_length()-1;a^=d;b.append(((c[e]&~h).bit_count(),e))
 b.sort(reverse=g);return[a for _,a in b]
U=.2;V=.03;W=G
class X:
 def __init__(a,b,c,d,e,f,g,h):a.me=b;a.blocked=c;a.knights=tuple(d);a.alive=tuple(e);a.legal=f;a.started=g;a.first=h
def Y(b):c,d=b[:a],b[a:a+8];e=list(b[a+9:a+9+f(b[a+8])]);g=[a.split()[1]=='1'for a in c];h,i=J(d);return h,i,g,e
def Z(c):b=[c]+[input()for _ in g(a+8)];b+=[input()for _ in g(f(b[-1]))];return Y(b)
def aa(h):
 b=None;g=True
 while True:
  try:
   c=input();i=j.perf_counter()
   if e(c)==1:b=n.index(c);c=input()
   k,m,o,a=Z(c)
  except EOFError:return
  except(ValueError,IndexError)as d:l.stderr.write(f'knights: unreadable turn input ({d})\n');return
  if b is None:l.stderr.write('knights: no colour line before the first turn\n');b=0
  try:f=h(X(b,k,m,o,a,i,g))
  except w as d:l.stderr.write(f'knights: search failed ({d!r}), playing {a[0]}\n');f=a[0]
  print(f if f in a else a[0],flush=True);g=False
def ba(a):b=os.environ.get('ARENA_NODES');d=U if a.first else V;e=S(a.me,W,node_limit=f(b)if b else None,deadline=a.started+d);c=e.choose(a.blocked,a.knights,a.alive);return I(c)if c>=0 else''
def ca():aa(ba)
ca()
