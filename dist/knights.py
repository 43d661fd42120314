# knights: built by arena-bundler from 9 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.knights sources.readers sources.readers.knights sources.knights.board sources.knights.evaluation sources.knights.search sources.knights.protocol sources.knights.__main__
# inputs sha256: 389da06f26a91525
C=200000;m=Exception;n=ValueError;a=list;g=str;i=int;h=len;e=range;d=enumerate;import struct;from base64 import b64decode as N;from typing import NamedTuple as D;import time as o,os,sys as p
class E(m):0
class F(n):0
class O(D):color:g
class P(D):players:a[g];statuses:a[i];last_moves:a[g];rows:a[g];move_count:i;moves:a[g]
class Q:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise E(f'input ended after line {a.line_number}')
  a.line_number+=1;return b.rstrip('\r\n')
 def fail(a,b,c,d):return F(f'input line {a.line_number}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e):
  c=a.split()
  if h(c)!=b:raise d.fail(e,f'{b} fields',a)
  return c
 def to_int(b,a,c):
  try:return i(a)
  except n:raise b.fail(c,'an integer',a)from None
 def word(c,a,b,d):
  if not a or h(a)>b or' 'in a:raise c.fail(d,f'a word of at most {b} characters',a)
  return a
 def read_init(a):b=a.word(a.next_line(),1,'color');return O(b)
 def read_turn(a):
  c=[];d=[];f=[]
  for _ in e(3):b=a.split(a.next_line(),3,'players statuses lastMoves');c.append(a.word(b[0],1,'players'));d.append(a.to_int(b[1],'statuses'));f.append(a.word(b[2],4,'lastMoves'))
  h=[a.word(a.next_line(),8,'rows')for _ in e(8)];g=a.to_int(a.next_line(),'moveCount');i=[a.word(a.next_line(),2,'moves')for _ in e(g)];return P(c,d,f,h,g,i)
t=(1<<64)-1;f=72340172838076673;G=f<<1;H=f<<6;j=f<<7;u='rgb';b=3;c=a(struct.unpack('<64Q',N('AAQCAAAAAAAACAUAAAAAAAARCgAAAAAAACIUAAAAAAAARCgAAAAAAACIUAAAAAAAABCgAAAAAAAAIEAAAAAAAAQABAIAAAAACAAIBQAAAAARABEKAAAAACIAIhQAAAAARABEKAAAAACIAIhQAAAAABAAEKAAAAAAIAAgQAAAAAACBAAEAgAAAAUIAAgFAAAAChEAEQoAAAAUIgAiFAAAAChEAEQoAAAAUIgAiFAAAACgEAAQoAAAAEAgACBAAAAAAAIEAAQCAAAABQgACAUAAAAKEQARCgAAABQiACIUAAAAKEQARCgAAABQiACIUAAAAKAQABCgAAAAQCAAIEAAAAAAAgQABAIAAAAFCAAIBQAAAAoRABEKAAAAFCIAIhQAAAAoRABEKAAAAFCIAIhQAAAAoBAAEKAAAABAIAAgQAAAAAACBAAEAgAAAAUIAAgFAAAAChEAEQoAAAAUIgAiFAAAAChEAEQoAAAAUIgAiFAAAACgEAAQoAAAAEAgACBAAAAAAAIEAAQAAAAABQgACAAAAAAKEQARAAAAABQiACIAAAAAKEQARAAAAABQiACIAAAAAKAQABAAAAAAQCAAIAAAAAAAAgQAAAAAAAAFCAAAAAAAAAoRAAAAAAAAFCIAAAAAAAAoRAAAAAAAAFCIAAAAAAAAoBAAAAAAAABAIAA=')))
def I(a):return(a<<17&~f|a<<15&~j|a<<10&~(f|G)|a<<6&~(H|j)|a>>15&~f|a>>17&~j|a>>6&~(f|G)|a>>10&~(H|j))&t
def R(a):return'abcdefgh'[a%8]+g(a//8+1)
def S(g):
 c=0;e=[0]*b
 for h,i in d(g):
  j=7-h
  for k,a in d(i):
   if a!='.':
    f=j*8+k;c|=1<<f
    if a in u:e[u.index(a)]=f
 return c,e
l=1000;T=900;U=8;J=1000;V=C;w=0xaa55aa55aa55aa55
def q(a):return(a-1)*2*l
def x(e,d):
 b=0;a=c[e]&d
 while a:b|=a;a=I(a)&d&~b
 return b
def K(c,a):b=a&(w if 1<<c&w else~w&t);d=(a^b).bit_count();e=b.bit_count();return min(2*d,2*e+1)
class L:
 def __init__(a,b=J,deadline=None):a.cap=b;a.deadline=deadline;a.memo={};a.budget=0
 def length(a,c,d,b=None):
  a.budget=a.cap if b is None else b
  if h(a.memo)>V:a.memo.clear()
  e=a._search(c,d);return e,a.budget>0
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
   if o.perf_counter()>a.deadline:a.budget=0
  if a.budget<=0:return 0
  i=K(d,c);b=0
  for g in a._ordered_targets(d,c):
   h=1+a._search(g,c&~(1<<g))
   if h>b:
    b=h
    if b>=i:break
   if a.budget<=0:return b
  a.memo[e]=b;return b
def W(e,c,l):
 f=l;g=[1<<e[a]for a in c];i=[0]*h(c);a=True
 while a:
  a=False
  for j,k in d(g):
   if k:b=I(k)&f;f^=b;g[j]=b;i[j]|=b;a=a or bool(b)
 return[K(e[b],i[a])for a,b in d(c)]
class X:
 def __init__(a,b=J,deadline=None):a.paths=L(b,deadline)
 def remaining_moves(j,k,b,c):
  h=~k&t;e=[x(b[a],h)for a in c];f=None;g=[]
  for a,l in d(c):
   i=0
   for m,n in d(e):
    if m!=a:i|=n
   if e[a]&i:
    if f is None:f=W(b,c,h)
    g.append((f[a],False))
   else:g.append(j.paths.length(b[l],e[a]))
  return g
 def evaluate(n,o,p,q,j,r):
  a=[(j+a)%b for a in e(b)if q[(j+a)%b]];k=n.remaining_moves(o,p,a);c=a.index(r);s,t=k[c];f=(b-h(a))*l
  for m,(u,v)in d(k):
   if m==c:continue
   g=s-u+(.5 if c>m else-.5)
   if v and t:f+=l-1 if g>0 else 1-l
   else:f+=i(T*g/(abs(g)+U))
  return f
M='paranoid';Y='brs';Z=64;z,A,B=0,1,2;aa=C
class y(m):0
class ba:
 def __init__(a,b,c=M,node_limit=None,deadline=None):a.me=b;a.algorithm=c;a.node_limit=node_limit;a.deadline=deadline;a.nodes=0;a.depth_reached=0;a.clock_deadline=deadline if node_limit is None else None;a.evaluator=X(deadline=a.clock_deadline);a.table={};a.cut_by_depth=False
 def spend_node(a):
  a.nodes+=1
  if a.node_limit is not None:
   if a.nodes>a.node_limit:raise y
  elif o.perf_counter()>a.deadline:raise y
 def choose(a,b,f,i):
  l=a.me;m=c[f[l]]&~b;d=s(m,b,True)
  if h(d)<=1:return d[0]if d else-1
  j=a.isolated_move(b,f,i)
  if j is not None:return j
  g=d[0]
  for k in e(1,Z+1):
   a.cut_by_depth=False
   try:n,o=a.search_root(b,f,i,k,g)
   except y:break
   g=o;a.depth_reached=k
   if abs(n)>=ca or not a.cut_by_depth:break
  return g
 def isolated_move(a,h,c,i):
  f=~h&(1<<64)-1;g=x(c[a.me],f)
  for d in e(b):
   if d!=a.me and i[d]:
    if x(c[d],f)&g:return
  j=aa if a.node_limit is None else a.node_limit;k=L(deadline=a.clock_deadline);l,_=k.best_move(c[a.me],g,j);return l
 def search_root(a,d,l,e,m,f):
  g=a.me;t=c[l[g]]&~d;h=s(t,d,True);h.remove(f);h.insert(0,f);b,n=-k,k;o=f
  for i in h:
   p=r(l,g,i);q=d|1<<i;a.spend_node()
   if a.algorithm==Y:j=a.brs(q,p,e,m-1,b,n,False)
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
 def brs(f,g,i,d,t,l,m,n):
  h=f.me
  if n:
   w=c[i[h]]&~g
   if not w:return q(d.count(False))
   if t<=0:f.cut_by_depth=True;return f.evaluator.evaluate(g,i,d,h,h)
  else:
   for a in e(b):
    if a!=h and d[a]:
     if not c[i[a]]&~g:d=r(d,a,False)
   if d.count(True)==1:return q(2)
   if t<=0:f.cut_by_depth=True;G=v(d,h);return f.evaluator.evaluate(g,i,d,G,h)
  E=g,i,d,n;F=f.table.get(E);x=None
  if F is not None:
   H,u,C,x=F
   if H>=t:
    if C==z:return u
    if C==A and u>=m:return u
    if C==B and u<=l:return u
  if n:j=[(h,a)for a in s(w,g,True)]
  else:
   j=[]
   for I in e(1,b):
    a=(h+I)%b
    if d[a]:w=c[i[a]]&~g;j+=[(a,b)for b in s(w,g,False)]
  if x in j:j.remove(x);j.insert(0,x)
  J,K=l,m;o=-k if n else k;D=j[0]
  for a,y in j:
   f.spend_node();p=f.brs(g|1<<y,r(i,a,y),d,t-1,l,m,not n)
   if n:
    if p>o:o,D=p,(a,y);l=max(l,p)
   elif p<o:o,D=p,(a,y);m=min(m,p)
   if l>=m:break
  f.store(E,t,o,J,K,D);return o
 def store(c,d,e,a,f,g,h):
  if a<=f:b=B
  elif a>=g:b=A
  else:b=z
  c.table[d]=e,a,b,h
k=10**9;ca=q(2)-1
def r(a,b,c):return a[:b]+(c,)+a[b+1:]
def v(d,a):
 for f in e(1,b+1):
  c=(a+f)%b
  if d[c]:return c
 return a
def s(a,f,g):
 b=[];h=f|a
 while a:d=a&-a;e=d.bit_length()-1;a^=d;b.append(((c[e]&~h).bit_count(),e))
 b.sort(reverse=g);return[a for _,a in b]
da=.2;ea=.03;fa=M
class ga:
 def __init__(a,b,c,d,e,f,g,h):a.me=b;a.blocked=c;a.knights=tuple(d);a.alive=tuple(e);a.legal=f;a.started=g;a.first=h
def ha(b):c,d=S(b.rows);return c,d,[a==1 for a in b.statuses],a(b.moves)
def ia(f):
 d=Q(p.stdin.readline);e=True
 try:
  g=u.index(d.read_init().color)
  while True:
   h,i,j,a=ha(d.read_turn());k=o.perf_counter()
   try:b=f(ga(g,h,i,j,a,k,e))
   except m as c:p.stderr.write(f'knights: search failed ({c!r}), playing {a[0]}\n');b=a[0]
   print(b if b in a else a[0],flush=True);e=False
 except E:return
 except(F,n)as c:p.stderr.write(f'knights: unreadable turn input ({c})\n')
def ja(a):b=os.environ.get('ARENA_NODES');d=da if a.first else ea;e=ba(a.me,fa,node_limit=i(b)if b else None,deadline=a.started+d);c=e.choose(a.blocked,a.knights,a.alive);return R(c)if c>=0 else''
def ka():ia(ja)
ka()
