# knights: built by arena-bundler from 7 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.knights sources.knights.board sources.knights.evaluation sources.knights.search sources.knights.protocol sources.knights.__main__
# inputs sha256: b85f43244898bdfa
import struct;from base64 import b64decode as x;import time as f;import os;import sys;g=(1<<64)-1;b=72340172838076673;n=b<<1;o=b<<6;d=b<<7;h='rgb';a=3;c=list(struct.unpack('<64Q',x('AAQCAAAAAAAACAUAAAAAAAARCgAAAAAAACIUAAAAAAAARCgAAAAAAACIUAAAAAAAABCgAAAAAAAAIEAAAAAAAAQABAIAAAAACAAIBQAAAAARABEKAAAAACIAIhQAAAAARABEKAAAAACIAIhQAAAAABAAEKAAAAAAIAAgQAAAAAACBAAEAgAAAAUIAAgFAAAAChEAEQoAAAAUIgAiFAAAAChEAEQoAAAAUIgAiFAAAACgEAAQoAAAAEAgACBAAAAAAAIEAAQCAAAABQgACAUAAAAKEQARCgAAABQiACIUAAAAKEQARCgAAABQiACIUAAAAKAQABCgAAAAQCAAIEAAAAAAAgQABAIAAAAFCAAIBQAAAAoRABEKAAAAFCIAIhQAAAAoRABEKAAAAFCIAIhQAAAAoBAAEKAAAABAIAAgQAAAAAACBAAEAgAAAAUIAAgFAAAAChEAEQoAAAAUIgAiFAAAAChEAEQoAAAAUIgAiFAAAACgEAAQoAAAAEAgACBAAAAAAAIEAAQAAAAABQgACAAAAAAKEQARAAAAABQiACIAAAAAKEQARAAAAABQiACIAAAAAKAQABAAAAAAQCAAIAAAAAAAAgQAAAAAAAAFCAAAAAAAAAoRAAAAAAAAFCIAAAAAAAAoRAAAAAAAAFCIAAAAAAAAoBAAAAAAAABAIAA=')))
def i(a):return(a<<17&~b|a<<15&~d|a<<10&~(b|n)|a<<6&~(o|d)|a>>15&~b|a>>17&~d|a>>6&~(b|n)|a>>10&~(o|d))&g
def B(a):return'abcdefgh'[a%8]+str(a//8+1)
def C(f):
 c=0;d=[0]*a
 for g,i in enumerate(f):
  j=7-g
  for k,b in enumerate(i):
   if b!='.':
    e=j*8+k;c|=1<<e
    if b in h:d[h.index(b)]=e
 return c,d
e=1000;D=900;E=4;s=1500;F=200000;G=True;k=0xaa55aa55aa55aa55
def p(a):return(a-1)*2*e
def l(e,d):
 b=0;a=c[e]&d
 while a:b|=a;a=i(a)&d&~b
 return b
def t(c,a):b=a&(k if 1<<c&k else~k&g);d=(a^b).bit_count();e=b.bit_count();return min(2*d,2*e+1)
class v:
 def __init__(a,b=s):a.cap=b;a.memo={};a.budget=0
 def length(a,c,d,b=None):
  a.budget=a.cap if b is None else b
  if len(a.memo)>F:a.memo.clear()
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
  if a.budget<=0:return 0
  i=t(d,c);b=0
  for g in a._ordered_targets(d,c):
   h=1+a._search(g,c&~(1<<g))
   if h>b:
    b=h
    if b>=i:break
   if a.budget<=0:return b
  a.memo[e]=b;return b
def H(j,f,n):
 d=n;e=[1<<j[a]for a in f];g=[0]*len(f);b=True
 while b:
  b=False
  if G:
   for c,k in enumerate(e):
    if k:a=i(k)&d;d^=a;e[c]=a;g[c]|=a;b=b or bool(a)
  else:
   l=[i(a)&d for a in e];h=m=0
   for a in l:m|=h&a;h|=a
   d&=~h
   for c,a in enumerate(l):a&=~m;e[c]=a;g[c]|=a;b=b or bool(a)
 return[t(j[b],g[a])for a,b in enumerate(f)]
class I:
 def __init__(a,b=s):a.paths=v(b)
 def remaining_moves(j,k,b,c):
  h=~k&g;d=[l(b[a],h)for a in c];e=None;f=[]
  for a,m in enumerate(c):
   i=0
   for n,o in enumerate(d):
    if n!=a:i|=o
   if d[a]&i:
    if e is None:e=H(b,c,h)
    f.append((e[a],False))
   else:f.append(j.paths.length(b[m],d[a]))
  return f
 def evaluate(j,k,l,m,g,n):
  b=[(g+b)%a for b in range(a)if m[(g+b)%a]];h=j.remaining_moves(k,l,b);c=b.index(n);o,p=h[c];d=(a-len(b))*e
  for i,(q,r)in enumerate(h):
   if i==c:continue
   f=o-q+(.5 if c>i else-.5)
   if r and p:d+=e-1 if f>0 else 1-e
   else:d+=int(D*f/(abs(f)+E))
  return d
w='paranoid';J='brs';K=64;L=False;y,z,A=0,1,2;M=150000
class m(Exception):0
class N:
 def __init__(a,b,c=w,node_limit=None,deadline=None):a.me=b;a.algorithm=c;a.node_limit=node_limit;a.deadline=deadline;a.nodes=0;a.depth_reached=0;a.evaluator=I();a.table={};a.cut_by_depth=False
 def spend_node(a):
  a.nodes+=1
  if a.node_limit is not None:
   if a.nodes>a.node_limit:raise m
  elif f.perf_counter()>a.deadline:raise m
 def choose(a,b,e,g):
  j=a.me;k=c[e[j]]&~b;d=r(k,b,True)
  if len(d)<=1:return d[0]if d else-1
  h=a.isolated_move(b,e,g)
  if h is not None:return h
  f=d[0]
  for i in range(1,K+1):
   a.cut_by_depth=False
   try:l,n=a.search_root(b,e,g,i,f)
   except m:break
   f=n;a.depth_reached=i
   if abs(l)>=O or not a.cut_by_depth:break
  return f
 def isolated_move(b,i,c,j):
  e=~i&(1<<64)-1;g=l(c[b.me],e)
  for d in range(a):
   if d!=b.me and j[d]:
    if l(c[d],e)&g:return None
  if b.node_limit is not None:h=b.node_limit
  else:h=int((b.deadline-f.perf_counter())*M)
  k,_=v().best_move(c[b.me],g,h);return k
 def search_root(a,d,l,e,m,f):
  g=a.me;t=c[l[g]]&~d;h=r(t,d,True);h.remove(f);h.insert(0,f);b,n=-j,j;o=f
  for i in h:
   p=q(l,g,i);s=d|1<<i;a.spend_node()
   if a.algorithm==J:k=a.brs(s,p,e,m-1,b,n,False)
   else:k=a.paranoid(s,p,e,u(e,g),m-1,b,n)
   if k>b:b,o=k,i
  return b,o
 def paranoid(d,e,k,b,a,n,f,g):
  t=d.me;v=c[k[a]]&~e
  while not v:
   if a==t:return p(b.count(False))
   b=q(b,a,False)
   if b.count(True)==1:return p(2)
   a=u(b,a);v=c[k[a]]&~e
  if n<=0:d.cut_by_depth=True;return d.evaluator.evaluate(e,k,b,a,t)
  C=e,k,b,a;D=d.table.get(C);o=-1
  if D is not None:
   E,l,w,o=D
   if E>=n:
    if w==y:return l
    if w==z and l>=g:return l
    if w==A and l<=f:return l
  x=a==t;m=r(v,e,x or L)
  if o in m:m.remove(o);m.insert(0,o)
  F=u(b,a);G,H=f,g;h=-j if x else j;B=m[0]
  for s in m:
   d.spend_node();i=d.paranoid(e|1<<s,q(k,a,s),b,F,n-1,f,g)
   if x:
    if i>h:h,B=i,s;f=max(f,i)
   elif i<h:h,B=i,s;g=min(g,i)
   if f>=g:break
  d.store(C,n,h,G,H,B);return h
 def brs(e,f,h,d,s,k,l,m):
  g=e.me
  if m:
   v=c[h[g]]&~f
   if not v:return p(d.count(False))
   if s<=0:e.cut_by_depth=True;return e.evaluator.evaluate(f,h,d,g,g)
  else:
   for b in range(a):
    if b!=g and d[b]:
     if not c[h[b]]&~f:d=q(d,b,False)
   if d.count(True)==1:return p(2)
   if s<=0:e.cut_by_depth=True;F=u(d,g);return e.evaluator.evaluate(f,h,d,F,g)
  D=f,h,d,m;E=e.table.get(D);w=None
  if E is not None:
   G,t,B,w=E
   if G>=s:
    if B==y:return t
    if B==z and t>=l:return t
    if B==A and t<=k:return t
  if m:i=[(g,a)for a in r(v,f,True)]
  else:
   i=[]
   for H in range(1,a):
    b=(g+H)%a
    if d[b]:v=c[h[b]]&~f;i+=[(b,a)for a in r(v,f,False)]
  if w in i:i.remove(w);i.insert(0,w)
  I,J=k,l;n=-j if m else j;C=i[0]
  for b,x in i:
   e.spend_node();o=e.brs(f|1<<x,q(h,b,x),d,s-1,k,l,not m)
   if m:
    if o>n:n,C=o,(b,x);k=max(k,o)
   elif o<n:n,C=o,(b,x);l=min(l,o)
   if k>=l:break
  e.store(D,s,n,I,J,C);return n
 def store(c,d,e,a,f,g,h):
  if a<=f:b=A
  elif a>=g:b=z
  else:b=y
  c.table[d]=e,a,b,h
j=10**9;O=p(2)-1
def q(a,b,c):return a[:b]+(c,)+a[b+1:]
def u(d,b):
 for e in range(1,a+1):
  c=(b+e)%a
  if d[c]:return c
 return b
def r(a,f,g):
 b=[];h=f|a
 while a:d=a&-a;e=d.bit_length()-1;a^=d;b.append(((c[e]&~h).bit_count(),e))
 b.sort(reverse=g);return[a for _,a in b]
P=.3;Q=.04;R=w
class S:
 def __init__(a,b,c,d,e,f,g,h):a.me=b;a.blocked=c;a.knights=tuple(d);a.alive=tuple(e);a.legal=f;a.started=g;a.first=h
def T(b):c,d=b[:a],b[a:a+8];e=list(b[a+9:a+9+int(b[a+8])]);f=[a.split()[1]=='1'for a in c];g,h=C(d);return g,h,f,e
def U(c):b=[c]+[input()for _ in range(a+8)];b+=[input()for _ in range(int(b[-1]))];return T(b)
def V(g):
 a=None;d=True
 while True:
  try:
   b=input();i=f.perf_counter()
   if len(b)==1:a=h.index(b);b=input()
   j,k,l,c=U(b)
  except EOFError:return
  if a is None:sys.stderr.write('knights: no colour line before the first turn\n');a=0
  e=g(S(a,j,k,l,c,i,d));print(e if e in c else c[0],flush=True);d=False
def W(a):b=os.environ.get('ARENA_NODES');d=P if a.first else Q;e=N(a.me,R,node_limit=int(b)if b else None,deadline=a.started+d);c=e.choose(a.blocked,a.knights,a.alive);return B(c)if c>=0 else''
def X():V(W)
X()
